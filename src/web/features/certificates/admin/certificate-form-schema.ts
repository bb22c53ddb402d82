import { z } from 'zod';
import {
  IMPORT_MAX_CSV_BYTES,
  IMPORT_MAX_PDFS,
  importMessages,
} from '#common/schemas/certificate-import';
import { bothOrNeither, certificateAttendanceFields } from '#common/schemas/attendance-reports';
import { certificateIssueSchema, certificateMessages } from '#common/schemas/certificates';
import { MAX_DOCUMENT_BYTES } from '#common/upload-limits';
import { fileListSchema } from '#web/lib/file-list-schema';

/** A PDF file input: required with section 5's message, PDF only, up to 25 MB. */
export const pdfFileSchema = fileListSchema(
  certificateMessages.file,
  MAX_DOCUMENT_BYTES,
  /^application\/pdf$/,
);

/**
 * Upload Certificate: the student's details, their contact (optional), the PDF, and the batch and
 * student whose attendance the batch's minimum asks (optional) with a reason to issue it anyway.
 */
export const certificateCreateFormSchema = certificateIssueSchema
  .extend({ ...certificateAttendanceFields.shape, certificateImg: pdfFileSchema })
  .refine(...bothOrNeither);

export type CertificateCreateInput = z.input<typeof certificateCreateFormSchema>;

/** Import Certificates: the CSV (its own size limit) and the PDFs its rows name. */
export const certificateImportFormSchema = z.object({
  csv: fileListSchema(importMessages.csvRequired, IMPORT_MAX_CSV_BYTES),
  pdfs: z
    .custom<FileList | undefined>()
    .transform((files) => [...(files ?? [])])
    .refine((files) => files.length <= IMPORT_MAX_PDFS, {
      error: `At most ${IMPORT_MAX_PDFS} PDFs can come with one CSV.`,
    }),
});
