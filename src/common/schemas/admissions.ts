import { z } from 'zod';
import {
  admissionDocumentKinds,
  admissionMessages as m,
  admissionStatuses,
  documentRules,
  optionalAdmissionFields,
  RETENTION_DAYS_MAX,
} from '../admissions';
import type { AdmissionFormSettings } from '../admission-form';
import { genderOptions } from '../registrations';
import { dateOfBirth } from './dates';
import { emailAddress } from './email';
import { languageSchema } from './language';
import { mobileNumber } from './phone';
import { oneLine, requiredLongText, requiredText } from './required-text';

/** The form as the institute sets it up in the settings. */
export const admissionFormSettingsSchema = z.object({
  askFields: z.array(z.enum(optionalAdmissionFields)).max(optionalAdmissionFields.length),
  documents: z.object({
    photo: z.enum(documentRules),
    idProof: z.enum(documentRules),
    marksheet: z.enum(documentRules),
  }),
  retentionDays: z
    .number({ error: 'Enter a whole number of days.' })
    .int('Enter a whole number of days.')
    .min(1, `Enter a number from 1 to ${RETENTION_DAYS_MAX}.`)
    .max(RETENTION_DAYS_MAX, `Enter a number from 1 to ${RETENTION_DAYS_MAX}.`),
  numberPrefix: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,10}$/, 'Use 1 to 10 capital letters or digits, such as VCI.'),
}) satisfies z.ZodType<AdmissionFormSettings>;

/** An optional one-line answer: blank is none. */
const optionalText = (max: number) =>
  oneLine(z.string().trim().max(max, `At most ${max} characters.`)).optional();

/**
 * A typed Aadhaar number (12 digits, spaces allowed), of which only the last four digits go on:
 * the full number never reaches the server's storage.
 */
export const aadhaarLastFour = z
  .string({ error: m.aadhaar })
  .transform((typed) => typed.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[2-9]\d{11}$/, m.aadhaar))
  .transform((digits) => digits.slice(-4));

/** A draft as the form saves it: any answer may still be blank; each given is checked for size. */
export const admissionDraftSchema = z.object({
  courseId: z.string().max(100).optional(),
  batchId: z.string().max(100).optional(),
  studentName: optionalText(100),
  dob: z.string().max(10).optional(),
  gender: z.union([z.enum(genderOptions), z.literal('')]).optional(),
  email: optionalText(254),
  address: z.string().trim().max(500).optional(),
  state: optionalText(100),
  city: optionalText(100),
  school: optionalText(200),
  qualification: optionalText(100),
  guardianName: optionalText(60),
  guardianRelation: optionalText(30),
  guardianPhone: optionalText(20),
  /** Blank keeps what was given before. */
  aadhaarNumber: z.union([z.literal(''), aadhaarLastFour]).optional(),
});
export type AdmissionDraft = z.input<typeof admissionDraftSchema>;
/** The answers a draft keeps (the Aadhaar number apart, as its last four digits). */
export type AdmissionAnswers = Omit<z.output<typeof admissionDraftSchema>, 'aadhaarNumber'>;

/** What must be answered to send the application, checked in the form and again on the server. */
export const admissionSubmitSchema = z.object({
  courseId: z.string({ error: m.course }).min(1, m.course),
  batchId: z.string().optional(),
  studentName: requiredText(m.studentName, 100),
  dob: dateOfBirth(m.dob, m.dob),
  gender: z.enum(genderOptions, { error: m.gender }),
  email: emailAddress(m.email),
  address: requiredLongText(m.address, 500),
  state: requiredText(m.state, 100),
  city: requiredText(m.city, 100),
  guardianName: requiredText(m.guardianName, 60),
  guardianRelation: requiredText(m.guardianRelation, 30),
  guardianPhone: z.union([z.literal(''), mobileNumber(m.guardianPhone)]).optional(),
});

/** The answers of the optional fields the institute asks, as required as the others then. */
export const askedFieldRules = {
  school: requiredText(m.school, 200),
  qualification: requiredText(m.qualification, 100),
} as const;

/** POST /admission/code: a code to confirm the number the form is filled for. */
export const admissionCodeSchema = z.object({
  mobileNo: mobileNumber(m.mobile),
  language: languageSchema.optional(),
});

const codeField = z
  .string({ error: m.code })
  .trim()
  .regex(/^\d{6}$/, m.code);

/**
 * POST /admission/start: the number confirmed by its code opens a new draft; a registration's or
 * an enquiry's id (the link the institute sent) prefills it when the number is theirs.
 */
export const admissionStartSchema = z.object({
  mobileNo: mobileNumber(m.mobile),
  code: codeField,
  language: languageSchema.optional(),
  registrationId: z.string().max(100).optional(),
  enquiryId: z.string().max(100).optional(),
});

/** POST /admission/desk (admin): a walk-in's draft, prefilled from a registration or enquiry. */
export const admissionDeskStartSchema = admissionStartSchema.omit({ code: true });

export const admissionTokenParams = z.object({ token: z.string().min(20).max(100) });

export const admissionDocumentKindParams = admissionTokenParams.extend({
  kind: z.enum(admissionDocumentKinds),
});

export const admissionNoteSchema = z.object({ note: requiredLongText(m.note, 1000) });
export const admissionReasonSchema = z.object({ reason: requiredLongText(m.reason, 1000) });

/** POST /admission/:id/accept: the batch and plan the admin confirms (the applicant's by default). */
export const admissionAcceptSchema = z.object({
  batchId: z.string().max(100).optional(),
  planId: z.string().max(100).optional(),
});

export const admissionListQuery = z.object({
  status: z.enum(admissionStatuses).optional(),
});

const documentDtoSchema = z.object({
  _id: z.string(),
  kind: z.enum(admissionDocumentKinds),
  fileName: z.string(),
  mime: z.string(),
  /** Null once the retention period removed the file. */
  deletedAt: z.string().nullable(),
});

/** An application as its form and the review show it. */
export const admissionDtoSchema = z.object({
  _id: z.string(),
  status: z.enum(admissionStatuses),
  source: z.enum(['online', 'desk']),
  mobileNo: z.string(),
  language: languageSchema,
  answers: admissionDraftSchema.omit({ aadhaarNumber: true }),
  /** XXXX XXXX 1234, or null when none was given. */
  aadhaar: z.string().nullable(),
  photoUrl: z.string().nullable(),
  documents: z.array(documentDtoSchema),
  correctionNote: z.string().nullable(),
  decisionReason: z.string().nullable(),
  admissionNumber: z.string().nullable(),
  userId: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdmissionDto = z.infer<typeof admissionDtoSchema>;

/** The answer of starting a draft: the secret of its resume link, and the draft. */
export const admissionStartedSchema = z.object({
  token: z.string(),
  admission: admissionDtoSchema,
});

/** The choices the form offers: the courses open for admission, each with its batches and plans. */
export const admissionSetupSchema = z.object({
  form: admissionFormSettingsSchema,
  courses: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      titleHi: z.string().nullable(),
      batches: z.array(z.object({ _id: z.string(), startsOn: z.string(), label: z.string() })),
      plans: z.array(z.object({ _id: z.string(), name: z.string() })),
    }),
  ),
});
export type AdmissionSetup = z.infer<typeof admissionSetupSchema>;

export const admissionListItemSchema = z.object({
  _id: z.string(),
  status: z.enum(admissionStatuses),
  source: z.enum(['online', 'desk']),
  studentName: z.string(),
  mobileNo: z.string(),
  courseTitle: z.string().nullable(),
  submittedAt: z.string().nullable(),
  admissionNumber: z.string().nullable(),
});
