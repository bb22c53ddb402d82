import { sql } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '#common/languages';
import type { Db } from './database';
import type { User } from './schema';
import { newId, now } from './time';

/** Accounts found and made by the users and enquiries features, start-up and the factories. */

export interface NewUser {
  userName: string;
  email: string;
  mobileNo: string | null;
  passwordHash: string | null;
  role: User['role'];
  /** True only when the address is known to be the owner's (decision 034). */
  emailVerified: boolean;
  /** Whom the site and the e-mails speak to in (decision 047); English when not known. */
  language?: Language;
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
      email_verified_at: user.emailVerified ? stamp : null,
      language: user.language ?? DEFAULT_LANGUAGE,
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
