import type { z } from 'zod';
import { certificateFieldsSchema, certificateMessages } from '#common/schemas/certificates';
import { MAX_DOCUMENT_BYTES } from '#common/upload-limits';
import { fileListSchema } from '../../lib/file-list-schema';

/** A PDF file input: required with section 5's message, PDF only, up to 25 MB. */
export const pdfFileSchema = fileListSchema(
  certificateMessages.file,
  MAX_DOCUMENT_BYTES,
  /^application\/pdf$/,
);

/** Upload Certificate: the student's details and the PDF. */
export const certificateCreateFormSchema = certificateFieldsSchema.extend({
  certificateImg: pdfFileSchema,
});

export type CertificateCreateInput = z.input<typeof certificateCreateFormSchema>;
