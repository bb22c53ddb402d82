import { z } from 'zod';
import { dateOfBirth } from './dates';
import { emailAddress } from './email';
import { inOrder, listViewFields, rangeIssue } from './list-view';
import { mobileNumber } from './phone';
import { requiredLongText, requiredText } from './required-text';

export const certificateMessages = {
  name: 'Student name is required',
  DOB: 'Date of birth is required',
  course: 'Course is required',
  file: 'Certificate is required',
  realDob: 'Enter a real date of birth in the past.',
  number: 'Enter a certificate number such as VCI-2025-000123.',
  reason: 'Give the reason for revoking this certificate.',
  notFound: 'Certificate not found.',
  noMatch: 'No certificate matches these details. Check the spelling and the date of birth.',
  contentUpdated: 'Certificate Content Updated',
  statusListNotFound: 'No certificates were issued in this year.',
  email: 'Enter a valid e-mail address, or leave it empty.',
  phone: 'Enter a 10-digit mobile number, or leave it empty.',
} as const;

/** Printed before every certificate number: VCI-2025-000123. */
export const CERTIFICATE_PREFIX = 'VCI';

/** Spaces squeezed, ends trimmed, upper case: how names are stored and matched. */
export const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

/** A student's name as stored: trimmed, single-spaced, upper case. */
export const studentName = requiredText(certificateMessages.name, 100).transform(normalName);

/** VCI-2025-000123 in any case, with or without dashes or spaces, made canonical. */
export const certificateNumber = z
  .string({ error: certificateMessages.number })
  .max(40, certificateMessages.number)
  .transform((text) => text.replace(/[\s-]+/g, '').toUpperCase())
  .refine((text) => new RegExp(`^${CERTIFICATE_PREFIX}\\d{4}\\d{1,6}$`).test(text), {
    error: certificateMessages.number,
  })
  .transform((text) => {
    const digits = text.slice(CERTIFICATE_PREFIX.length);
    return formatCertificateNumber(Number(digits.slice(0, 4)), Number(digits.slice(4)));
  });

export const formatCertificateNumber = (year: number, serial: number) =>
  `${CERTIFICATE_PREFIX}-${year}-${String(serial).padStart(6, '0')}`;

/** The text fields of Upload Certificate (multipart; `certificateImg` is the PDF) and of its edit. */
export const certificateFieldsSchema = z.object({
  name: studentName,
  DOB: dateOfBirth(certificateMessages.DOB, certificateMessages.realDob),
  course: requiredText(certificateMessages.course, 150),
});
export type CertificateFields = z.input<typeof certificateFieldsSchema>;

/** Empty (none), or what `schema` accepts, as it makes it; `message` when it is neither. */
const emptyOr = (schema: z.ZodType<string, string>, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((text, ctx) => {
      if (!text) return '';
      const parsed = schema.safeParse(text);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/**
 * Where the verification link is sent when a certificate is issued: the student's e-mail and
 * mobile number, both optional (empty is none). Private: the public check never shows them.
 */
export const certificateContactSchema = z.object({
  email: emptyOr(emailAddress(certificateMessages.email), certificateMessages.email).optional(),
  phone: emptyOr(mobileNumber(certificateMessages.phone), certificateMessages.phone).optional(),
});

/** Upload Certificate's text fields: the certificate's and the student's contact. */
export const certificateIssueSchema = certificateFieldsSchema.extend(
  certificateContactSchema.shape,
);
export type CertificateIssueFields = z.input<typeof certificateIssueSchema>;

/**
 * POST /certificate/check (public): the number alone, or the student's name and date of birth.
 * The name is matched as stored (upper case, single spaces); the answer never says which part
 * of a name and date did not match.
 */
/** The check by the number printed on a certificate. */
export const certificateNumberCheckSchema = z.object({ number: certificateNumber });

export const certificateCheckSchema = z
  .object({
    name: z.string({ error: certificateMessages.name }).max(200).optional(),
    DOB: z.string({ error: certificateMessages.DOB }).max(20).optional(),
    number: z.string({ error: certificateMessages.number }).max(40).optional(),
  })
  .transform((input, ctx) => {
    if (input.number?.trim()) {
      const number = certificateNumber.safeParse(input.number);
      if (number.success) return { number: number.data };
      ctx.addIssue({ code: 'custom', path: ['number'], message: certificateMessages.number });
      return z.NEVER;
    }
    const name = normalName(input.name ?? '');
    const DOB = (input.DOB ?? '').trim();
    if (!name) ctx.addIssue({ code: 'custom', path: ['name'], message: certificateMessages.name });
    if (!DOB) ctx.addIssue({ code: 'custom', path: ['DOB'], message: certificateMessages.DOB });
    return name && DOB ? { name, DOB } : z.NEVER;
  });
export type CertificateCheck = z.input<typeof certificateCheckSchema>;

/** PATCH /certificate/revoke/{id} (admin). */
export const certificateRevokeSchema = z.object({
  reason: requiredLongText(certificateMessages.reason, 500),
});

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;

/** What anyone with the verification address sees. */
export const certificateVerificationSchema = z.object({
  name: z.string(),
  course: z.string(),
  /** YYYY-MM-DD. */
  issueDate: z.string(),
  number: z.string(),
  grade: z.string().nullable(),
  status: z.enum(CERTIFICATE_STATUSES),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  /** The verification page's full address, as the QR code holds it. */
  verifyUrl: z.string(),
  /** The PDF, shown in the page. */
  pdfUrl: z.string(),
  /** The same PDF as a download. */
  downloadUrl: z.string(),
  /** SHA-256 (hex) of exactly that PDF, the stamped copy as served; null if its file is gone. */
  pdfSha256: z.string().nullable(),
  /** The certificate as a signed Open Badges 3.0 credential (a JWT), as a download. */
  credentialUrl: z.string(),
  /** The did:web that signs the credential: the site's, which a verifier checks it against. */
  issuer: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const certificateEventSchema = z.object({
  action: z.string(),
  actorName: z.string(),
  detail: z.string(),
  createdAt: z.string(),
});
export type CertificateEvent = z.infer<typeof certificateEventSchema>;

/** A certificate as admins see it. */
export const certificateDtoSchema = certificateVerificationSchema.extend({
  _id: z.string(),
  DOB: z.string(),
  /** The unguessable id of the verification address. */
  fileId: z.string(),
  /** Whether the stored PDF carries the number and QR code (false: stored as uploaded). */
  stamped: z.boolean(),
  /** The student's contact the verification link was sent to, if any. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  certificateImg: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CertificateDto = z.infer<typeof certificateDtoSchema>;

/** GET /certificate/single-certificate/{id}: the certificate and every change made to it. */
export const certificateDetailSchema = certificateDtoSchema.extend({
  history: z.array(certificateEventSchema),
});
export type CertificateDetail = z.infer<typeof certificateDetailSchema>;

/**
 * GET /certificate (admin): the table's view (search by number, name or course; status; day of
 * issue). `search` is the older name of `q`, still understood.
 */
export const certificateListQuerySchema = listViewFields
  .extend({ search: listViewFields.shape.q })
  .refine(inOrder, rangeIssue)
  .transform(({ search, ...view }) => ({ ...view, q: view.q || search }));
