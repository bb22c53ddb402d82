import { pageOfRows } from '../page-of-rows';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { User } from '../../db/schema';
import { newId, now } from '../../db/time';

export interface NewUser {
  userName: string;
  email: string;
  mobileNo: string | null;
  passwordHash: string | null;
  role: User['role'];
}

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function createUser(db: Db, user: NewUser): Promise<User> {
  const stamp = now();
  return db
    .insertInto('users')
    .values({
      id: newId(),
      user_name: user.userName,
      email: user.email.trim().toLowerCase(),
      mobile_no: user.mobileNo,
      password_hash: user.passwordHash,
      profile_img: null,
      role: user.role,
      google_sub: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

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

/** A page of users, newest first. */
export function listUsers(db: Db, page: number) {
  return pageOfRows(
    db.selectFrom('users').selectAll().orderBy('created_at', 'desc').orderBy('id'),
    page,
  );
}

export async function saveResetToken(db: Db, userId: string, tokenHash: string, expiresAt: string) {
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: tokenHash,
      user_id: userId,
      created_at: now(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
}

/** Marks the token used and returns its user, if it was valid, unused and unexpired. */
export async function consumeResetToken(db: Db, tokenHash: string): Promise<string | undefined> {
  const stamp = now();
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: stamp })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', stamp)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
