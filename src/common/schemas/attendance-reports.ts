import { z } from 'zod';
import { ATTENDANCE_MARKS } from '../batch-sessions';
import { oneLine } from './required-text';

export const attendanceReportMessages = {
  percent: 'Enter a whole percent from 1 to 100.',
  month: 'Choose a month like 2026-07.',
  overrideReason: 'Give a reason of at most 200 characters.',
  studentAndBatch: 'Choose both the batch and its student.',
  notInBatch: 'This student is not in the batch.',
  batchNotFound: 'Batch not found.',
  belowMinimum:
    'The student attended "60%" of the classes; this batch asks "75%" for a certificate. Give a reason to issue it anyway.',
} as const;

/** A whole percent, 1 to 100: the follow-up threshold and a certificate's minimum. */
export const attendancePercentSchema = z
  .number({ error: attendanceReportMessages.percent })
  .int(attendanceReportMessages.percent)
  .min(1, attendanceReportMessages.percent)
  .max(100, attendanceReportMessages.percent);

/** PUT /course/batch/{id}/certificate-minimum (admin): the attendance a certificate asks, or none. */
export const certificateMinimumSchema = z.object({ percent: attendancePercentSchema.nullable() });

/**
 * Upload Certificate's optional attendance fields: the batch and its student the certificate is
 * for, whose attendance must reach the batch's minimum, and the admin's reason to issue one anyway.
 */
export const certificateAttendanceFields = z.object({
  batchId: z.string().trim().max(100).optional(),
  studentId: z.string().trim().max(100).optional(),
  attendanceOverride: oneLine(
    z
      .string({ error: attendanceReportMessages.overrideReason })
      .trim()
      .max(200, attendanceReportMessages.overrideReason),
  ).optional(),
});
/** The batch and its student are named together or not at all. */
export const bothOrNeither: [
  (choice: { batchId?: string | undefined; studentId?: string | undefined }) => boolean,
  { path: string[]; message: string },
] = [
  ({ batchId, studentId }) => !batchId === !studentId,
  { path: ['studentId'], message: attendanceReportMessages.studentAndBatch },
];
export const certificateAttendanceSchema = certificateAttendanceFields.refine(...bothOrNeither);
export type CertificateAttendance = z.output<typeof certificateAttendanceSchema>;

/** A month of India's calendar, YYYY-MM. */
export const registerQuerySchema = z.object({
  month: z
    .string({ error: attendanceReportMessages.month })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, attendanceReportMessages.month),
});

const countsSchema = z.object({
  present: z.number(),
  absent: z.number(),
  late: z.number(),
  excused: z.number(),
});

export const studentAttendanceSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  counts: countsSchema,
  /** Whole percent attended, rounded down; null before any class counts. */
  percent: z.number().nullable(),
  below: z.boolean(),
});
export type StudentAttendance = z.infer<typeof studentAttendanceSchema>;

/** GET /course/batch/{id}/attendance-report (admin). */
export const attendanceReportSchema = z.object({
  batchId: z.string(),
  courseTitle: z.string(),
  /** The classes held up to today and not cancelled. */
  classesHeld: z.number(),
  percent: z.number().nullable(),
  threshold: z.number(),
  certificateMinimum: z.number().nullable(),
  students: z.array(studentAttendanceSchema),
});
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

/** GET /course/batch/{id}/register?month= (admin): students by the month's classes. */
export const registerSchema = z.object({
  courseTitle: z.string(),
  month: z.string(),
  sessions: z.array(z.object({ _id: z.string(), heldOn: z.string(), startTime: z.string() })),
  students: z.array(
    z.object({
      _id: z.string(),
      userName: z.string(),
      /** One per class, in the classes' order; null where none is marked. */
      marks: z.array(z.enum(ATTENDANCE_MARKS).nullable()),
      percent: z.number().nullable(),
    }),
  ),
});
export type Register = z.infer<typeof registerSchema>;

/** GET /course/my-attendance (student): their own attendance in each of their batches. */
export const myAttendanceSchema = z.object({
  batches: z.array(
    z.object({
      batchId: z.string(),
      courseTitle: z.string(),
      startsOn: z.string(),
      counts: countsSchema,
      percent: z.number().nullable(),
    }),
  ),
});
export type MyAttendance = z.infer<typeof myAttendanceSchema>;
