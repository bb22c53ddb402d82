import { formatCertificateNumber } from '#common/schemas/certificates';
import type { Db } from '#server/db/database';
import type { Certificate, User } from '#server/db/schema';
import { indiaToday, newId } from '#server/db/time';
import type { Storage } from '#server/services/storage';
import { recordChange } from './events';
import { newFileId, removeCertificatePdf, storeCertificatePdf } from './pdf-intake';
import { insertCertificates, reserveSerials } from './repo';
import { paths } from '#common/paths';

export interface IssueRequest {
  db: Db;
  storage: Storage;
  publicUrl: string;
  actor: User;
}

/**
 * Issues one uploaded certificate today: the next number of this year, a verification address,
 * the PDF kept and stamped, the row and its first audit entry written together. Nothing is left
 * behind when any step fails.
 */
export async function issueCertificate(
  { db, storage, publicUrl, actor }: IssueRequest,
  fields: { name: string; DOB: string; course: string },
  pdf: Buffer,
): Promise<Certificate> {
  const issuedOn = indiaToday();
  const year = Number(issuedOn.slice(0, 4));
  const serial = await reserveSerials(db, year, 1);
  const number = formatCertificateNumber(year, serial);
  const fileId = newFileId();
  const stored = await storeCertificatePdf(storage, pdf, {
    number,
    verifyUrl: publicUrl + paths.certificateVerification.getHref(fileId),
  });
  try {
    return await db.transaction().execute(async (trx) => {
      const [row] = await insertCertificates(trx, [
        {
          id: newId(),
          name: fields.name,
          dob: fields.DOB,
          course: fields.course,
          file_id: fileId,
          number,
          issue_year: year,
          serial,
          issued_on: issuedOn,
          grade: null,
          ...stored,
        },
      ]);
      if (!row) throw new Error('The certificate was not stored.');
      await recordChange(trx, actor, {
        certificateId: row.id,
        action: 'created',
        detail: `Issued ${number} to ${row.name} for ${row.course}${stored.stamped ? '' : ' (PDF stored as uploaded, not stamped)'}.`,
      });
      return row;
    });
  } catch (error) {
    await removeCertificatePdf(storage, stored);
    throw error;
  }
}
