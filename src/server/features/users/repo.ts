import { sql, type SqlBool } from 'kysely';
import { matchesSearch, type ListView } from '../list-view';
import type { Db } from '#server/db/database';
import type { User } from '#server/db/schema';
import { now } from '#server/db/time';
import { revokeUserSessions } from '#server/plugins/sessions';

/**
 * Makes an existing account an admin with a new password and ends every session it had: a session
 * kept from before would turn admin with it. Only an account whose address is verified is
 * promoted (decision 034); false when it is not.
 */
export async function promoteToAdmin(db: Db, id: string, passwordHash: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const promoted = await trx
      .updateTable('users')
      .set({ role: 'admin', password_hash: passwordHash, updated_at: now() })
      .where('id', '=', id)
      .where('email_verified_at', 'is not', null)
      .executeTakeFirst();
    if (promoted.numUpdatedRows === 0n) return false;
    await revokeUserSessions(trx, id);
    return true;
  });
}

export async function adminExists(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByGoogleSub(db: Db, sub: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
}

export async function linkGoogle(db: Db, id: string, sub: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ google_sub: sub, updated_at: now() })
    .where('id', '=', id)
    .execute();
}

/**
 * Gives an account whose address was never verified to the Google account that proved it is
 * theirs: the password whoever signed up chose is removed and every session ends (decision 034).
 */
export async function claimForGoogle(db: Db, id: string, sub: string): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const stamp = now();
    const user = await trx
      .updateTable('users')
      .set({ google_sub: sub, password_hash: null, email_verified_at: stamp, updated_at: stamp })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeUserSessions(trx, id);
    return user;
  });
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<
    Pick<
      User,
      'user_name' | 'mobile_no' | 'profile_img' | 'password_hash' | 'email_verified_at' | 'language'
    >
  >,
): Promise<User> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Changes the name, mobile number and e-mail. A new address is not verified yet, and the links
 * mailed to the old one stop working: a reset link used would otherwise verify the new address.
 */
export async function updateDetails(
  db: Db,
  user: User,
  changes: Pick<User, 'user_name' | 'email' | 'mobile_no'> &
    Partial<Pick<User, 'language' | 'address' | 'state' | 'gstin'>>,
): Promise<{ updated: User; emailChanged: boolean }> {
  const emailChanged = changes.email !== user.email;
  const updated = await db.transaction().execute(async (trx) => {
    if (emailChanged) {
      await trx
        .deleteFrom('password_reset_tokens')
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .execute();
      await trx.deleteFrom('email_verification_tokens').where('user_id', '=', user.id).execute();
    }
    return trx
      .updateTable('users')
      .set({
        ...changes,
        ...(emailChanged ? { email_verified_at: null } : {}),
        // A number typed in is not proved: only a code confirms it (decision 061).
        ...(changes.mobile_no !== user.mobile_no ? { mobile_verified_at: null } : {}),
        updated_at: now(),
      })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { updated, emailChanged };
}

/** The invoice details a profile form sent: each left out stays, each emptied is cleared. */
export const invoiceDetails = (details: { address?: string; state?: string; gstin?: string }) =>
  Object.fromEntries(
    Object.entries(details)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value || null]),
  ) as Partial<Pick<User, 'address' | 'state' | 'gstin'>>;

/** Users, newest first. */
export const usersQuery = (db: Db) =>
  db.selectFrom('users').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');

/** The users table: search over name, e-mail and phone; role, active and course filters. */
export const usersView: ListView = {
  id: 'id',
  sorts: { date: 'created_at', name: 'user_name', email: 'email' },
  defaultSort: 'date',
  search: (db, q) => matchesSearch(db, 'users', q),
  kind: { column: 'role', values: ['student', 'admin'] },
  status: {
    values: ['active', 'deactivated'],
    column: (value) =>
      sql<SqlBool>`${sql.ref('deactivated_at')} ${sql.raw(value === 'active' ? 'is null' : 'is not null')}`,
  },
  course: (db, courseId) =>
    sql<SqlBool>`id in (${db.selectFrom('enrollments').select('user_id').where('course_id', '=', courseId)})`,
  date: 'created_at',
};
