import { certificateMessages } from '#common/schemas/certificates';
import type { Db } from '#server/db/database';
import type { Certificate } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { findCertificate } from './repo';

/** A certificate that was there a moment ago, or a 404. */
export function found(certificate: Certificate | undefined): Certificate {
  if (!certificate) throw new HttpError(404, certificateMessages.notFound);
  return certificate;
}

export async function existingCertificate(db: Db, id: string): Promise<Certificate> {
  return found(await findCertificate(db, id));
}
