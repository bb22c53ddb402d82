import { sql, type SqlBool } from 'kysely';
import { matchesSearch, type ListView } from '../list-view';
import type { Db } from '../../db/database';
import type { User } from '../../db/schema';
import { now } from '../../db/time';

export async function makeAdmin(db: Db, id: string, passwordHash?: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      role: 'admin',
      updated_at: now(),
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    })
    .where('id', '=', id)
    .execute();
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

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<
    Pick<User, 'user_name' | 'email' | 'mobile_no' | 'profile_img' | 'password_hash'>
  >,
): Promise<User> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

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
