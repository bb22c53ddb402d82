import { formatCertificateNumber } from '#common/schemas/certificates';
import type { Db } from '#server/db/database';
import type { Certificate, User } from '#server/db/schema';
import { getSiteSettings } from '#server/db/site-settings';
import { indiaToday, newId } from '#server/db/time';
import type { Storage } from '#server/services/storage';
import { queueCertificateIssued, type CertificateNotice } from './certificate-message';
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

/** The student's contact on a certificate: where its verification link is sent. */
export interface CertificateContact {
  email?: string | undefined;
  phone?: string | undefined;
}

/** The contact's columns: an empty field is none. */
export const contactColumns = ({ email, phone }: CertificateContact) => ({
  recipient_email: email || null,
  recipient_phone: phone || null,
});

/**
 * Issues one uploaded certificate today: the next number of this year, a verification address,
 * the PDF kept and stamped, the row, its first audit entry and the student's message (when a
 * contact is given) written together. Nothing is left behind when any step fails.
 */
export async function issueCertificate(
  { db, storage, publicUrl, actor }: IssueRequest,
  fields: { name: string; DOB: string; course: string } & CertificateContact,
  pdf: Buffer,
  notifications: CertificateNotice['notifications'],
): Promise<Certificate> {
  const institute = (await getSiteSettings(db)).name;
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
    const issued = await db.transaction().execute(async (trx) => {
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
          ...contactColumns(fields),
          ...stored,
        },
      ]);
      if (!row) throw new Error('The certificate was not stored.');
      await queueCertificateIssued(trx, { notifications, publicUrl, institute }, row);
      await recordChange(trx, actor, {
        certificateId: row.id,
        action: 'created',
        detail: `Issued ${number} to ${row.name} for ${row.course}${stored.stamped ? '' : ' (PDF stored as uploaded, not stamped)'}.`,
      });
      return row;
    });
    notifications.wake();
    return issued;
  } catch (error) {
    await removeCertificatePdf(storage, stored);
    throw error;
  }
}
