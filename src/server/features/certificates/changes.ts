import type { Db } from '#server/db/database';
import type { Certificate, User } from '#server/db/schema';
import { now } from '#server/db/time';
import { HttpError } from '#server/plugins/errors';
import type { Storage } from '#server/services/storage';
import { recordChange, type CertificateAction } from './events';
import { servedPdfFingerprint } from './fingerprint';
import { found } from './lookup';
import { paths } from '#common/paths';
import { removeCertificatePdf, storeCertificatePdf } from './pdf-intake';
import { deleteCertificate, updateCertificate, type CertificateChanges } from './repo';

/** Changes a certificate and writes the entry of its history, together. */
function changeCertificate(
  db: Db,
  actor: User,
  current: Certificate,
  changes: CertificateChanges,
  entry: { action: CertificateAction; detail: string },
): Promise<Certificate> {
  return db.transaction().execute(async (trx) => {
    const row = found(await updateCertificate(trx, current.id, changes));
    await recordChange(trx, actor, { certificateId: row.id, ...entry });
    return row;
  });
}

/**
 * Replaces a certificate's PDF: the new one stored and stamped, the change and both fingerprints
 * in its history, then the old file removed (the new one when the change fails).
 */
export async function replaceCertificatePdf(
  { db, storage, publicUrl, actor }: { db: Db; storage: Storage; publicUrl: string; actor: User },
  current: Certificate,
  pdf: Buffer,
): Promise<Certificate> {
  const previous = await servedPdfFingerprint(storage, current);
  const stored = await storeCertificatePdf(storage, pdf, {
    number: current.number,
    verifyUrl: publicUrl + paths.certificateVerification.getHref(current.file_id),
  });
  const updated = await changeCertificate(db, actor, current, stored, {
    action: 'file_replaced',
    detail: [
      stored.stamped ? 'Replaced the PDF.' : 'Replaced the PDF (stored as uploaded, not stamped).',
      `Old SHA-256: ${previous ?? 'unknown (its file was missing)'}.`,
      `New SHA-256: ${stored.pdf_sha256}.`,
    ].join(' '),
  }).catch(async (error: unknown) => {
    await removeCertificatePdf(storage, stored);
    throw error;
  });
  await removeCertificatePdf(storage, current);
  return updated;
}

/** Corrects the name, date of birth or course; the history names no date of birth, old or new. */
export function correctCertificate(
  db: Db,
  actor: User,
  current: Certificate,
  { name, DOB, course }: { name: string; DOB: string; course: string },
): Promise<Certificate> {
  const changed = [
    current.name !== name && `name ${current.name} → ${name}`,
    current.dob !== DOB && 'the date of birth',
    current.course !== course && `course ${current.course} → ${course}`,
  ].filter(Boolean);
  return changeCertificate(
    db,
    actor,
    current,
    { name, dob: DOB, course },
    {
      action: 'updated',
      detail: changed.length ? `Changed ${changed.join('; ')}.` : 'Saved without changes.',
    },
  );
}

/** Deletes a certificate (its history stays) and then its PDF. */
export async function removeCertificate(
  db: Db,
  storage: Storage,
  actor: User,
  current: Certificate,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteCertificate(trx, current.id);
    await recordChange(trx, actor, {
      certificateId: current.id,
      action: 'deleted',
      detail: `Deleted ${current.number} (${current.name}, ${current.course}).`,
    });
  });
  await removeCertificatePdf(storage, current);
}

export function revokeCertificate(
  db: Db,
  actor: User,
  current: Certificate,
  reason: string,
): Promise<Certificate> {
  if (current.status === 'revoked') {
    throw new HttpError(409, 'This certificate is already revoked.');
  }
  return changeCertificate(
    db,
    actor,
    current,
    { status: 'revoked', revoked_at: now(), revoked_reason: reason },
    { action: 'revoked', detail: `Revoked: ${reason}` },
  );
}

export function restoreCertificate(
  db: Db,
  actor: User,
  current: Certificate,
): Promise<Certificate> {
  if (current.status === 'valid') throw new HttpError(409, 'This certificate is not revoked.');
  return changeCertificate(
    db,
    actor,
    current,
    { status: 'valid', revoked_at: null, revoked_reason: null },
    {
      action: 'restored',
      detail: `Restored (had been revoked: ${current.revoked_reason ?? ''}).`,
    },
  );
}
