import { importMessages, type ImportRow } from '#common/schemas/certificate-import';
import { printableOnCertificate } from '#common/certificate-fonts';
import { formatCertificateNumber } from '#common/schemas/certificates';
import type { SiteSettings } from '#common/site-settings';
import { getSiteSettings } from '#server/db/site-settings';
import { newId } from '#server/db/time';
import { generatePdf } from '#server/services/pdf-jobs';
import { queueCertificateIssued, type CertificateNotice } from './certificate-message';
import { recordChanges } from './events';
import { contactColumns, type IssueRequest } from './issue';
import {
  newFileId,
  removeCertificatePdf,
  storeCertificatePdf,
  storeGeneratedPdf,
  type StoredPdf,
} from './pdf-intake';
import { insertCertificates, reserveSerials, type NewCertificate } from './repo';
import { paths } from '#common/paths';

/**
 * Why no certificate can be made from the template with these settings, when none can: their
 * texts were saved before the template's fonts were checked, or outside the settings form.
 */
export function templateProblem(settings: SiteSettings): string | undefined {
  const { name, certificateSignatory } = settings;
  const printed = [name, certificateSignatory.name, certificateSignatory.title];
  return printed.every(printableOnCertificate) ? undefined : importMessages.settingsNotPrintable;
}

/** A row to issue; one from a course's completion list names the student's account and course. */
export type IssueRow = ImportRow & { student?: { userId: string; courseId: string } };

/** The first serial of each year of issue among the rows, reserved for all of that year's rows. */
async function reserveByYear(request: IssueRequest, rows: ImportRow[]) {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const year = Number(row.issueDate.slice(0, 4));
    counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  const next = new Map<number, number>();
  for (const [year, count] of counts) next.set(year, await reserveSerials(request.db, year, count));
  return (year: number) => {
    const serial = next.get(year) ?? 1;
    next.set(year, serial + 1);
    return serial;
  };
}

/**
 * Issues every row of a checked import (none may have a problem): numbers in the CSV's order
 * within each year of issue, each PDF stamped (an uploaded one) or generated from the template,
 * then every row, its audit entry and its student's message (for a row with a contact) in one
 * transaction. When anything fails, nothing is stored and every file written is removed.
 */
export async function issueBatch(
  request: IssueRequest,
  rows: IssueRow[],
  pdfs: Map<string, Buffer>,
  notifications: CertificateNotice['notifications'],
): Promise<string[]> {
  const { db, storage, publicUrl, actor } = request;
  const settings = await getSiteSettings(db);
  const serialOf = await reserveByYear(request, rows);
  const stored: StoredPdf[] = [];
  const certificates: NewCertificate[] = [];
  try {
    for (const row of rows) {
      const year = Number(row.issueDate.slice(0, 4));
      const serial = serialOf(year);
      const number = formatCertificateNumber(year, serial);
      const fileId = newFileId();
      const mark = { number, verifyUrl: publicUrl + paths.certificateVerification.getHref(fileId) };
      const own = row.file ? pdfs.get(row.file) : undefined;
      const pdf = own
        ? await storeCertificatePdf(storage, own, mark)
        : await storeGeneratedPdf(
            storage,
            await generatePdf({
              ...mark,
              name: row.name,
              course: row.course,
              issueDate: row.issueDate,
              grade: row.grade,
              institute: settings.name,
              signatory: settings.certificateSignatory,
            }),
          );
      stored.push(pdf);
      certificates.push({
        id: newId(),
        name: row.name,
        dob: row.DOB,
        course: row.course,
        file_id: fileId,
        number,
        issue_year: year,
        serial,
        issued_on: row.issueDate,
        grade: row.grade,
        ...contactColumns({ email: row.email ?? undefined, phone: row.phone ?? undefined }),
        user_id: row.student?.userId ?? null,
        course_id: row.student?.courseId ?? null,
        ...pdf,
      });
    }
    await db.transaction().execute(async (trx) => {
      await insertCertificates(trx, certificates);
      await recordChanges(
        trx,
        actor,
        certificates.map((row) =>
          row.user_id
            ? {
                certificateId: row.id,
                action: 'created',
                detail: `Issued ${row.number} to ${row.name} for ${row.course} from the course's completion list.`,
              }
            : {
                certificateId: row.id,
                action: 'imported',
                detail: `Imported ${row.number} for ${row.name}, ${row.course}${row.grade ? `, grade ${row.grade}` : ''}.`,
              },
        ),
      );
      const notice = { notifications, publicUrl, institute: settings.name };
      for (const certificate of certificates)
        await queueCertificateIssued(trx, notice, certificate);
    });
    notifications.wake();
  } catch (error) {
    await Promise.all(stored.map((pdf) => removeCertificatePdf(storage, pdf)));
    throw error;
  }
  return certificates.map((row) => row.number);
}
