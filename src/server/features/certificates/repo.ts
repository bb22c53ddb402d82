import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '#server/db/database';
import type { Certificate, CertificatesTable } from '#server/db/schema';
import { now } from '#server/db/time';

export type NewCertificate = Omit<
  Insertable<CertificatesTable>,
  'status' | 'revoked_at' | 'revoked_reason' | 'created_at' | 'updated_at'
>;
export type CertificateChanges = Omit<Updateable<CertificatesTable>, 'id' | 'created_at'>;

/**
 * Hands out `count` consecutive serials of a year of issue, atomically on both databases (one
 * upsert); returns the first. A serial is never handed out twice, even if its use then fails.
 */
export async function reserveSerials(db: Db, year: number, count: number): Promise<number> {
  const { last_serial } = await db
    .insertInto('certificate_counters')
    .values({ year, last_serial: count })
    .onConflict((oc) =>
      oc
        .column('year')
        .doUpdateSet({ last_serial: sql<number>`certificate_counters.last_serial + ${count}` }),
    )
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return Number(last_serial) - count + 1;
}

export async function insertCertificates(db: Db, rows: NewCertificate[]): Promise<Certificate[]> {
  const stamp = now();
  const values = rows.map((row) => ({
    ...row,
    status: 'valid' as const,
    created_at: stamp,
    updated_at: stamp,
  }));
  // Batches keep each statement under SQLite's and PostgreSQL's parameter limits.
  const inserted: Certificate[] = [];
  for (let i = 0; i < values.length; i += 100) {
    const batch = values.slice(i, i + 100);
    inserted.push(...(await db.insertInto('certificates').values(batch).returningAll().execute()));
  }
  return inserted;
}

export function findCertificate(db: Db, id: string): Promise<Certificate | undefined> {
  return db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** By the unguessable id of its verification address. */
export function findByFileId(db: Db, fileId: string): Promise<Certificate | undefined> {
  return db.selectFrom('certificates').selectAll().where('file_id', '=', fileId).executeTakeFirst();
}

/** The newest certificate of a student (name as stored, date of birth) or with a number. */
export function findMatch(
  db: Db,
  match: { name: string; DOB: string } | { number: string },
): Promise<Certificate | undefined> {
  const query = db.selectFrom('certificates').selectAll();
  const filtered =
    'number' in match
      ? query.where('number', '=', match.number)
      : query.where('name', '=', match.name).where('dob', '=', match.DOB);
  return filtered.orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

/** Every certificate, newest first. */
export function certificatesQuery(db: Db) {
  return db
    .selectFrom('certificates')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
}

export async function updateCertificate(
  db: Db,
  id: string,
  changes: CertificateChanges,
): Promise<Certificate | undefined> {
  return db
    .updateTable('certificates')
    .set({ ...changes, updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteCertificate(db: Db, id: string): Promise<void> {
  await db.deleteFrom('certificates').where('id', '=', id).execute();
}

/** Fills in a fingerprint worked out later; not a change to the certificate (`updated_at` stays). */
export async function storeFingerprint(db: Db, id: string, pdfSha256: string): Promise<void> {
  await db
    .updateTable('certificates')
    .set({ pdf_sha256: pdfSha256 })
    .where('id', '=', id)
    .execute();
}

/** The year's last serial handed out, and the serials of its certificates that are valid. */
export async function serialsOfYear(db: Db, year: number) {
  const counter = await db
    .selectFrom('certificate_counters')
    .select('last_serial')
    .where('year', '=', year)
    .executeTakeFirst();
  if (!counter) return undefined;
  const valid = await db
    .selectFrom('certificates')
    .select('serial')
    .where('issue_year', '=', year)
    .where('status', '=', 'valid')
    .execute();
  return { last: Number(counter.last_serial), valid: valid.map((row) => Number(row.serial)) };
}

/** The valid certificates sent to a student's e-mail address, newest first. */
export const certificatesOfStudent = (db: Db, studentId: string) =>
  db
    .selectFrom('certificates')
    .innerJoin('users', 'users.email', 'certificates.recipient_email')
    .select([
      'certificates.id',
      'certificates.number',
      'certificates.course',
      'certificates.issued_on',
      'certificates.grade',
      'certificates.file_id',
    ])
    .where('users.id', '=', studentId)
    .where('certificates.status', '=', 'valid')
    .orderBy('certificates.issued_on', 'desc')
    .orderBy('certificates.number', 'desc')
    .execute();
