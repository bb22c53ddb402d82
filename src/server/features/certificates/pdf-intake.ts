import { randomBytes, randomUUID } from 'node:crypto';
import { certificateMessages } from '#common/schemas/certificates';
import { HttpError } from '#server/plugins/errors';
import { requireFileType, type UploadedFile } from '#server/plugins/uploads';
import { sha256Hex } from './fingerprint';
import type { CertificateMark } from '#server/services/certificate-stamp';
import { PdfJobFailed, stampPdf, unpacksTooLarge } from '#server/services/pdf-jobs';
import { MAX_PDF_UNPACKED_BYTES } from '#server/services/pdf-unpack-bound';
import type { Storage } from '#server/services/storage';

export interface StoredPdf {
  original_key: string;
  storage_key: string;
  stamped: number;
  /** SHA-256 of the PDF served (the stamped copy when there is one). */
  pdf_sha256: string;
}

/** A new unguessable id for a verification address: 128 random bits. */
export const newFileId = () => randomBytes(16).toString('base64url');

const UNPACKS_TOO_LARGE = `This PDF unpacks to more than ${MAX_PDF_UNPACKED_BYTES / 1024 / 1024} MB when read. Save it again with Print to PDF and upload that copy.`;
const TOO_COSTLY =
  'This PDF needs more memory or time to read than the server allows. Save it again with Print to PDF and upload that copy.';

/**
 * A certificate PDF the server can read: refused (413) when it unpacks past the bound or its
 * reading runs out of the PDF worker's memory or time (services/pdf-jobs).
 */
export async function requireReadablePdf(file: UploadedFile): Promise<void> {
  const tooLarge = await unpacksTooLarge(file.data).catch((error: unknown) => {
    if (error instanceof PdfJobFailed) throw new HttpError(413, TOO_COSTLY);
    throw error;
  });
  if (tooLarge) throw new HttpError(413, UNPACKS_TOO_LARGE);
}

/** The uploaded certificate, checked to be a PDF by its bytes, at most 25 MB, and readable. */
export async function requireCertificatePdf(file: UploadedFile | undefined): Promise<Buffer> {
  if (!file) {
    throw new HttpError(400, certificateMessages.file, {
      certificateImg: certificateMessages.file,
    });
  }
  await requireFileType(file, 'pdf');
  await requireReadablePdf(file);
  return file.data;
}

/**
 * Keeps the PDF as it came and a copy stamped with the number and QR code; when it cannot be
 * stamped, the original is what is served (`stamped` 0).
 */
export async function storeCertificatePdf(
  storage: Storage,
  pdf: Buffer,
  mark: CertificateMark,
): Promise<StoredPdf> {
  const base = `private/certificates/${randomUUID()}`;
  const original_key = `${base}-original.pdf`;
  await storage.put(original_key, pdf);
  const stamped = await stampPdf(pdf, mark);
  if (!stamped) {
    return { original_key, storage_key: original_key, stamped: 0, pdf_sha256: sha256Hex(pdf) };
  }
  const storage_key = `${base}.pdf`;
  await storage.put(storage_key, stamped).catch(async (error: unknown) => {
    await storage.remove(original_key);
    throw error;
  });
  return { original_key, storage_key, stamped: 1, pdf_sha256: sha256Hex(stamped) };
}

/** Stores a PDF the site made itself: it already carries its mark, so it is its own original. */
export async function storeGeneratedPdf(storage: Storage, pdf: Buffer): Promise<StoredPdf> {
  const key = `private/certificates/${randomUUID()}.pdf`;
  await storage.put(key, pdf);
  return { original_key: key, storage_key: key, stamped: 1, pdf_sha256: sha256Hex(pdf) };
}

export async function removeCertificatePdf(
  storage: Storage,
  stored: Pick<StoredPdf, 'original_key' | 'storage_key'>,
): Promise<void> {
  await Promise.all([storage.remove(stored.original_key), storage.remove(stored.storage_key)]);
}

/** What the admin is told when a PDF could not be stamped. */
export const NOT_STAMPED =
  'This PDF could not be stamped with the number and QR code (it may be encrypted or unusual), so it is stored as uploaded. It can still be verified by name, date of birth or number.';
