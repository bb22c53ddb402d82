import { z } from 'zod';
import { guardianTopics } from '../guardians';
import { myAttendanceSchema } from './attendance-reports';
import { guardianMessages } from './guardians';
import { languageSchema } from './language';
import { documentSchema, feeSchema } from './money';
import { myClassSchema } from './timetable';

/*
 * The family portal (issue 39, decision 062): what a guardian sees of each of their children.
 * Each feature answers for its own part under `…/family/:id`; every `:id` is a child's, and any
 * other student answers 404.
 */

export const familyMessages = {
  childNotFound: 'Student not found.',
  documentNotFound: 'Document not found.',
  guardianshipNotFound: guardianMessages.notFound,
  choicesSaved: 'Your choices are saved.',
} as const;

/** A guardian row of the signed-in guardian: whose it is, and the messages and language they chose. */
export const guardianshipSchema = z.object({
  _id: z.string(),
  childId: z.string(),
  childName: z.string(),
  relation: z.string(),
  language: languageSchema,
  topics: z.array(z.enum(guardianTopics)),
});
export type Guardianship = z.infer<typeof guardianshipSchema>;

/** GET /guardians/family: the guardian's children and their guardian rows. */
export const familySchema = z.object({
  children: z.array(z.object({ _id: z.string(), userName: z.string() })),
  guardianships: z.array(guardianshipSchema),
});
export type Family = z.infer<typeof familySchema>;

/** PUT /guardians/family/:id: which messages the guardian gets, and in which language. */
export const guardianChoicesSchema = z.object({
  language: languageSchema,
  topics: z
    .array(z.enum(guardianTopics, { error: guardianMessages.topics }))
    .max(guardianTopics.length, guardianMessages.topics),
});
export type GuardianChoices = z.infer<typeof guardianChoicesSchema>;

/** GET /course/family/:id/classes: the child's classes from today. */
export const childClassesSchema = z.object({ classes: z.array(myClassSchema) });

/** GET /course/family/:id/attendance: each batch's percentage, and the latest absences. */
export const childAttendanceSchema = myAttendanceSchema.extend({
  absences: z.array(
    z.object({ heldOn: z.string(), startTime: z.string(), courseTitle: z.string() }),
  ),
});
export type ChildAttendance = z.infer<typeof childAttendanceSchema>;

/** A part of a fee left to pay, and the pay link that pays what it takes today (rupees). */
export const childDueSchema = z.object({
  feeId: z.string(),
  partId: z.string(),
  courseTitle: z.string(),
  courseTitleHi: z.string().nullable(),
  part: z.number(),
  parts: z.number(),
  dueOn: z.string(),
  overdue: z.boolean(),
  total: z.number(),
  payUrl: z.string(),
});
export type ChildDue = z.infer<typeof childDueSchema>;

/** GET /payment/family/:id: parts due with pay links, desk balances, invoices and receipts. */
export const childMoneySchema = z.object({
  dues: z.array(childDueSchema),
  fees: z.array(feeSchema),
  documents: z.array(documentSchema),
});
export type ChildMoney = z.infer<typeof childMoneySchema>;

/** GET /course/family/:id/courses: the child's courses (lessons' progress is later work). */
export const childCoursesSchema = z.object({
  courses: z.array(
    z.object({
      courseId: z.string(),
      courseTitle: z.string(),
      courseTitleHi: z.string().nullable(),
      since: z.string(),
    }),
  ),
});
export type ChildCourses = z.infer<typeof childCoursesSchema>;

/** GET /certificate/family/:id: the valid certificates sent to the child's e-mail address. */
export const childCertificatesSchema = z.object({
  certificates: z.array(
    z.object({
      _id: z.string(),
      number: z.string(),
      course: z.string(),
      issuedOn: z.string(),
      grade: z.string().nullable(),
      /** The certificate's public verification page. */
      verifyHref: z.string(),
    }),
  ),
});
export type ChildCertificates = z.infer<typeof childCertificatesSchema>;

/** GET /tests/family/:id: the child's released test results, oldest first (decision 069). */
export const childResultsSchema = z.object({
  results: z.array(
    z.object({
      testId: z.string(),
      test: z.string(),
      course: z.string(),
      date: z.string(),
      marks: z.number(),
      maxMarks: z.number(),
      passed: z.boolean(),
    }),
  ),
});
export type ChildResults = z.infer<typeof childResultsSchema>;
