import { z } from 'zod';
import { attendanceReportMessages } from './attendance-reports';
import { certificateMessages } from './certificates';
import { dateOfBirth } from './dates';
import { oneLine } from './required-text';

/* A course's completion list and the certificates issued from it in one step (decision 070). */

export const completionMessages = {
  none: 'Choose at least one student.',
  tooMany: 'At most 100 certificates can be issued at once.',
  courseNotFound: 'Course not found.',
  notComplete: '"Asha Rao" has not completed the course.',
  alreadyIssued: '"Asha Rao" already has a certificate for this course.',
  notPrintable:
    'The name "आशा राव" is in letters a generated certificate cannot print; upload their certificate instead.',
  issued: 'Certificates issued',
} as const;

/** GET /certificate/completions/{courseId}: the students who completed the course. */
export const completionsDtoSchema = z.object({
  courseTitle: z.string(),
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      completedAt: z.string().nullable(),
      /** From the student's registration, when one is linked to the account. */
      dob: z.string().nullable(),
      /** The valid certificate already issued from this list. */
      certificate: z.object({ number: z.string(), fileId: z.string() }).nullable(),
      /** Whether a generated certificate can print the name (Latin letters only). */
      printable: z.boolean(),
      /** The student's batch of this course with a certificate minimum (decision 059). */
      attendance: z
        .object({
          batchId: z.string(),
          minimum: z.number(),
          percent: z.number().nullable(),
          /** Below the minimum, or no class counted yet: a reason is needed to issue. */
          short: z.boolean(),
        })
        .nullable(),
    }),
  ),
});
export type CompletionsDto = z.output<typeof completionsDtoSchema>;

/** POST /certificate/completions/{courseId}: the students chosen, each with a date of birth. */
export const completionIssueSchema = z.object({
  students: z
    .array(
      z.object({
        studentId: z.string().trim().min(1).max(100),
        DOB: dateOfBirth(certificateMessages.DOB, certificateMessages.realDob),
        attendanceOverride: oneLine(
          z
            .string({ error: attendanceReportMessages.overrideReason })
            .trim()
            .max(200, attendanceReportMessages.overrideReason),
        ).optional(),
      }),
    )
    .min(1, completionMessages.none)
    .max(100, completionMessages.tooMany),
});
export type CompletionIssue = z.input<typeof completionIssueSchema>;

export const completionIssuedSchema = z.object({ numbers: z.array(z.string()) });
