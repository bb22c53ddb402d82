import { createHash } from 'node:crypto';
import type { Db } from '#server/db/database';
import type { Certificate } from '#server/db/schema';
import type { Storage } from '#server/services/storage';
import { storeFingerprint } from './repo';

/** The SHA-256 of a file, as hexadecimal: what `sha256sum` prints and the page compares. */
export const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The fingerprint of the PDF a certificate serves, read from storage; null when it is gone. */
export async function servedPdfFingerprint(
  storage: Storage,
  row: Pick<Certificate, 'storage_key' | 'pdf_sha256'>,
): Promise<string | null> {
  if (row.pdf_sha256) return row.pdf_sha256;
  try {
    const hash = createHash('sha256');
    for await (const chunk of await storage.read(row.storage_key)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  } catch {
    return null;
  }
}

/**
 * A certificate with its fingerprint: certificates issued before fingerprints were kept get
 * theirs worked out once, the first time their page is seen, and stored.
 */
export async function withFingerprint(
  db: Db,
  storage: Storage,
  row: Certificate,
): Promise<Certificate> {
  if (row.pdf_sha256) return row;
  const pdf_sha256 = await servedPdfFingerprint(storage, row);
  if (!pdf_sha256) return row;
  await storeFingerprint(db, row.id, pdf_sha256);
  return { ...row, pdf_sha256 };
}
