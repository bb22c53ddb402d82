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
