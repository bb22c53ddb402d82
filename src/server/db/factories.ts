import { randomBytes } from 'node:crypto';
import { createUser, type NewUser } from '../features/users/repo';
import { hashPassword } from '../services/passwords';
import type { Db } from './database';

/** A short random tag, so values made by a factory never collide with another run's. */
export const uniqueTag = () => randomBytes(4).toString('hex');

export interface UserOverrides extends Partial<Omit<NewUser, 'passwordHash'>> {
  password?: string;
}

/**
 * Creates a user through the app's own repository. Defaults to a student with a unique e-mail;
 * returns the row and the plain password to log in with.
 */
export async function makeUser(db: Db, overrides: UserOverrides = {}) {
  const tag = uniqueTag();
  const password = overrides.password ?? 'Secret123';
  const user = await createUser(db, {
    userName: overrides.userName ?? `Student ${tag}`,
    email: overrides.email ?? `student-${tag}@example.com`,
    mobileNo: overrides.mobileNo === undefined ? null : overrides.mobileNo,
    passwordHash: await hashPassword(password),
    role: overrides.role ?? 'student',
  });
  return { user, password };
}

/** An admin: a user with the admin role, a unique e-mail unless one is given. */
export const makeAdmin = (db: Db, overrides: UserOverrides = {}) =>
  makeUser(db, {
    userName: 'Admin',
    email: `admin-${uniqueTag()}@example.com`,
    ...overrides,
    role: 'admin',
  });
