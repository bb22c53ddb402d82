import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/database';
import { isUniqueViolation } from '#server/db/errors';
import { issueResetLink } from '#server/db/reset-tokens';
import type { StudentRegistration, User } from '#server/db/schema';
import { createUser, findUserByEmail } from '#server/db/users';
import { HttpError } from '#server/plugins/errors';
import { hashPassword } from '#server/services/passwords';
import { addNote } from './leads';
import { linkStudent } from './registration-repo';

/** The set-password link of a new student stays valid this long. */
export const WELCOME_LINK_DAYS = 3;
const ALREADY_CONVERTED = 'This registration already has a student account.';
const EMAIL_TAKEN = 'An account with this email already exists.';

/**
 * Makes a student account from a registration: its name, contact number and language, a password
 * nobody knows, the registration linked and noted, all in one transaction. Answers the single-use
 * link (the same as forgot-password's) with which the student chooses a password.
 */
export async function convertRegistration(
  { db, publicUrl, admin }: { db: Db; publicUrl: string; admin: User },
  registration: StudentRegistration,
  email: string,
): Promise<string> {
  if (registration.user_id) throw new HttpError(409, ALREADY_CONVERTED);
  if (await findUserByEmail(db, email)) throw new HttpError(409, EMAIL_TAKEN);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction().execute(async (trx) => {
    const student = await createUser(trx, {
      userName: registration.name,
      email,
      mobileNo: registration.contact,
      passwordHash,
      role: 'student',
      // The welcome link, a reset link, verifies it when used.
      emailVerified: false,
      language: registration.language,
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? new HttpError(409, EMAIL_TAKEN) : error;
    });
    if (!(await linkStudent(trx, registration.id, student.id))) {
      throw new HttpError(409, ALREADY_CONVERTED);
    }
    await addNote(
      trx,
      'registration',
      registration.id,
      admin.user_name || admin.email,
      `Made a student account for ${email} and e-mailed a link to choose a password.`,
    );
    return issueResetLink(trx, publicUrl, student.id, WELCOME_LINK_DAYS * 24 * 60);
  });
}
