import { randomUUID } from 'node:crypto';
import {
  formatMarksheetNumber,
  marksheetMessages,
  marksheetPagePath,
} from '#common/schemas/marksheets';
import type { Db } from '#server/db/database';
import type { Marksheet } from '#server/db/schema';
import { newId } from '#server/db/time';
import { HttpError } from '#server/plugins/errors';
import { marksheetPdf } from '#server/services/marksheet-pdf';
import type { Storage } from '#server/services/storage';
import { sha256Hex } from '../fingerprint';
import { newFileId } from '../pdf-intake';
import { marksheetContent } from './content';
import {
  findMarksheet,
  insertMarksheet,
  reserveMarksheetSerial,
  revokeMarksheetRow,
  validMarksheetOf,
} from './repo';

interface IssueDeps {
  db: Db;
  storage: Storage;
  publicUrl: string;
  /** India's day. */
  today: string;
  now: string;
}

/**
 * Issues a student's marksheet for a course (decision 069): its content fixed from the released
 * results now, the next number of the year's own series, a 128-bit verification address, the
 * PDF made once, stored and fingerprinted. Refused while a valid one exists (also by a unique
 * index, for two admins at once); the stored file is removed when the row is not written.
 */
export async function issueMarksheet(
  { db, storage, publicUrl, today, now }: IssueDeps,
  input: { studentId: string; courseId: string; issuedBy: string },
): Promise<Marksheet> {
  const content = await marksheetContent(db, input.studentId, input.courseId, today);
  if (await validMarksheetOf(db, input.studentId, input.courseId))
    throw new HttpError(409, marksheetMessages.alreadyValid);
  const year = Number(today.slice(0, 4));
  const serial = await reserveMarksheetSerial(db, year);
  const number = formatMarksheetNumber(year, serial);
  const fileId = newFileId();
  const pdf = Buffer.from(
    await marksheetPdf(content, {
      number,
      issuedOn: today,
      verifyUrl: publicUrl + marksheetPagePath(fileId),
    }),
  );
  const key = `private/marksheets/${randomUUID()}.pdf`;
  await storage.put(key, pdf);
  try {
    return await insertMarksheet(db, {
      id: newId(),
      user_id: input.studentId,
      course_id: input.courseId,
      file_id: fileId,
      number,
      issue_year: year,
      serial,
      issued_on: today,
      content: JSON.stringify(content),
      storage_key: key,
      pdf_sha256: sha256Hex(pdf),
      status: 'valid',
      revoked_at: null,
      revoked_reason: null,
      issued_by: input.issuedBy,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    await storage.remove(key);
    if (await validMarksheetOf(db, input.studentId, input.courseId))
      throw new HttpError(409, marksheetMessages.alreadyValid);
    throw error;
  }
}

/** Revokes a valid marksheet with a reason; it stays, and its page says revoked. */
export async function revokeMarksheet(db: Db, id: string, reason: string, at: string) {
  const current = await findMarksheet(db, id);
  if (!current) throw new HttpError(404, marksheetMessages.notFound);
  const revoked = await revokeMarksheetRow(db, id, reason, at);
  if (!revoked) throw new HttpError(409, marksheetMessages.alreadyRevoked);
  return revoked;
}
