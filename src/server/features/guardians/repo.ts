import { sql } from 'kysely';
import type { GuardianTopic } from '#common/guardians';
import type { Language } from '#common/languages';
import type { Db } from '#server/db/database';
import type { GuardianRow } from '#server/db/schema';
import { newId, now } from '#server/db/time';

export interface NewGuardian {
  studentId: string;
  name: string;
  relation: string;
  phone: string | null;
  email: string | null;
  language: Language;
  topics: GuardianTopic[];
  /** When they confirmed with a code; null until they do. */
  confirmedAt: string | null;
}

export type GuardianChanges = Omit<NewGuardian, 'studentId' | 'confirmedAt'>;

/** Adds a guardian to a student; their id. */
export async function insertGuardian(db: Db, guardian: NewGuardian): Promise<string> {
  const id = newId();
  const at = now();
  await db
    .insertInto('guardians')
    .values({
      id,
      student_id: guardian.studentId,
      name: guardian.name,
      relation: guardian.relation,
      phone: guardian.phone,
      email: guardian.email,
      language: guardian.language,
      topics: JSON.stringify(guardian.topics),
      confirmed_at: guardian.confirmedAt,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** A student's guardians, oldest first. */
export const guardiansOf = (db: Db, studentId: string) =>
  db
    .selectFrom('guardians')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const findGuardian = (db: Db, id: string): Promise<GuardianRow | undefined> =>
  db.selectFrom('guardians').selectAll().where('id', '=', id).executeTakeFirst();

/** How many guardians a student has. */
export async function countGuardians(db: Db, studentId: string): Promise<number> {
  const row = await db
    .selectFrom('guardians')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Changes a guardian; a new phone or e-mail undoes their confirmation (the new one has not
 * shown to be theirs). Whether it did.
 */
export async function updateGuardian(
  db: Db,
  guardian: GuardianRow,
  changes: GuardianChanges,
): Promise<{ unconfirmed: boolean }> {
  const contactChanged = guardian.phone !== changes.phone || guardian.email !== changes.email;
  await db
    .updateTable('guardians')
    .set({
      name: changes.name,
      relation: changes.relation,
      phone: changes.phone,
      email: changes.email,
      language: changes.language,
      topics: JSON.stringify(changes.topics),
      ...(contactChanged ? { confirmed_at: null } : {}),
      updated_at: now(),
    })
    .where('id', '=', guardian.id)
    .execute();
  return { unconfirmed: contactChanged && guardian.confirmed_at !== null };
}

export async function deleteGuardian(db: Db, id: string): Promise<void> {
  await db.deleteFrom('guardians').where('id', '=', id).execute();
}

export const findStudent = (db: Db, id: string) =>
  db
    .selectFrom('users')
    .select(['id', 'user_name', 'role', 'guardians_declined_at'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Records the student's choice: declined from now, or not (null). */
export async function setGuardiansDeclined(db: Db, studentId: string, declined: boolean) {
  await db
    .updateTable('users')
    .set({ guardians_declined_at: declined ? now() : null })
    .where('id', '=', studentId)
    .execute();
}

/* Confirmation codes. */

/** How many codes were asked for a guardian since `since`. */
export async function codesAskedSince(db: Db, guardianId: string, since: string) {
  const row = await db
    .selectFrom('guardian_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('guardian_id', '=', guardianId)
    .where('requested_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertCodeRequest(db: Db, guardianId: string, at: string) {
  await db
    .insertInto('guardian_codes')
    .values({ id: newId(), guardian_id: guardianId, requested_at: at })
    .execute();
}

/** The guardian's latest code asked for. */
export const latestCode = (db: Db, guardianId: string) =>
  db
    .selectFrom('guardian_codes')
    .selectAll()
    .where('guardian_id', '=', guardianId)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** Keeps a code just sent: its hash and expiry, with all its tries still to come. */
export async function storeCodeHash(db: Db, id: string, codeHash: string, expiresAt: string) {
  await db
    .updateTable('guardian_codes')
    .set({ code_hash: codeHash, expires_at: expiresAt, wrong_tries: 0 })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .execute();
}

/** Takes one of a code's tries; false when none is left. */
export async function takeTry(db: Db, id: string, tries: number): Promise<boolean> {
  const result = await db
    .updateTable('guardian_codes')
    .set({ wrong_tries: sql<number>`wrong_tries + 1` })
    .where('id', '=', id)
    .where('wrong_tries', '<', tries)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Uses a code and confirms its guardian; false when it was used meanwhile. */
export async function useCode(db: Db, code: { id: string; guardian_id: string }, at: string) {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('guardian_codes')
      .set({ used_at: at })
      .where('id', '=', code.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows === 0n) return false;
    await trx
      .updateTable('guardians')
      .set({ confirmed_at: at, updated_at: at })
      .where('id', '=', code.guardian_id)
      .execute();
    return true;
  });
}

/** A guardian's own choices from the family portal: which messages they get, in which language. */
export async function setGuardianChoices(
  db: Db,
  guardianId: string,
  choices: { language: Language; topics: GuardianTopic[] },
) {
  await db
    .updateTable('guardians')
    .set({ language: choices.language, topics: JSON.stringify(choices.topics), updated_at: now() })
    .where('id', '=', guardianId)
    .execute();
}
