import { z } from 'zod';
import { CERTIFICATE_PREFIX } from './certificates';
import { requiredLongText } from './required-text';

/*
 * Marksheets (issue 40, decision 069): a student's released results in a course, graded by the
 * institute's scale, with their attendance, numbered, fingerprinted and revocable.
 */

export const marksheetMessages = {
  student: 'Choose the student.',
  course: 'Choose the course.',
  notFound: 'Marksheet not found.',
  noResults: 'This student has no released results in this course yet.',
  alreadyValid: 'This student already has a valid marksheet for this course; revoke it first.',
  reason: 'Give the reason for revoking it.',
  issued: 'Marksheet issued',
  revoked: 'Marksheet revoked',
  alreadyRevoked: 'This marksheet is already revoked.',
} as const;

/** VCI-MS-2026-000012: a series of its own beside the certificates'. */
export const formatMarksheetNumber = (year: number, serial: number) =>
  `${CERTIFICATE_PREFIX}-MS-${year}-${String(serial).padStart(6, '0')}`;

/** The public verification page of a marksheet, server rendered (and under /hi in Hindi). */
export const marksheetPagePath = (fileId: string) => `/marksheet/${fileId}`;

/** What a marksheet prints, fixed when it is issued; marks as people write them. */
export interface MarksheetContent {
  institute: string;
  student: string;
  course: string;
  tests: { title: string; date: string; marks: number; maxMarks: number; passed: boolean }[];
  total: number;
  maxTotal: number;
  /** Whole percent, rounded down. */
  percent: number;
  grade: string | null;
  /** Decision 059's whole percent over the course's batches, or null before any class counts. */
  attendance: number | null;
}

const id = z.string().trim().min(1).max(100);

/** POST /marksheet (admin). */
export const marksheetIssueSchema = z.object({
  studentId: id.pipe(z.string({ error: marksheetMessages.student })),
  courseId: id.pipe(z.string({ error: marksheetMessages.course })),
});

export const marksheetRevokeSchema = z.object({
  reason: requiredLongText(marksheetMessages.reason, 500),
});

export const marksheetDtoSchema = z.object({
  _id: z.string(),
  number: z.string(),
  /** Null once the course is deleted. */
  courseId: z.string().nullable(),
  course: z.string(),
  student: z.string(),
  issuedOn: z.string(),
  grade: z.string().nullable(),
  total: z.number(),
  maxTotal: z.number(),
  status: z.enum(['valid', 'revoked']),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  pdfSha256: z.string(),
  /** The signed-in download, for the admin, the student and their guardians. */
  pdfHref: z.string(),
  /** The public verification page, as the QR code holds it. */
  verifyUrl: z.string(),
});
export type MarksheetDto = z.infer<typeof marksheetDtoSchema>;

export const marksheetListSchema = z.object({ marksheets: z.array(marksheetDtoSchema) });

/** GET /marksheet?studentId= (admin): the student's marksheets and the courses they can have one for. */
export const studentMarksheetsSchema = marksheetListSchema.extend({
  courses: z.array(z.object({ _id: z.string(), title: z.string(), results: z.number() })),
});
export type StudentMarksheets = z.infer<typeof studentMarksheetsSchema>;
export const studentQuerySchema = z.object({ studentId: id });
