import { randomBytes } from 'node:crypto';
import { formatInr } from '#common/format';
import { moneyMessages } from '#common/schemas/money';
import type { z } from 'zod';
import type { deskStudentSchema } from '#common/schemas/money';
import type { Db } from '#server/db/database';
import { isEnrolled } from '#server/db/enrollments';
import { isUniqueViolation } from '#server/db/errors';
import { issueResetLink } from '#server/db/reset-tokens';
import type { User } from '#server/db/schema';
import { createUser, findUserByEmail } from '#server/db/users';
import { HttpError } from '#server/plugins/errors';
import { hashPassword } from '#server/services/passwords';
import { deskPaid, findAnyCourse, findFee, setStudentDetails } from './desk-repo';

/** The set-password link of a student made at the desk stays valid this long. */
export const WELCOME_LINK_DAYS = 3;

type DeskStudent = z.output<typeof deskStudentSchema>;

/** Any course, published or not: the desk may sell a batch not yet on the website. */
export async function existingCourse(db: Db, courseId: string) {
  const course = await findAnyCourse(db, courseId);
  if (!course) throw new HttpError(404, 'Course not found.');
  return course;
}

/**
 * The student the desk names by e-mail; a new account when there is none (name required, the
 * language chosen, a password nobody knows, and a link to choose one). An address and state given
 * are kept for invoices. `link` is set for a new account.
 */
export async function deskStudent(
  trx: Db,
  publicUrl: string,
  input: DeskStudent,
): Promise<{ user: User; link: string | null }> {
  const details = {
    ...(input.address ? { address: input.address } : {}),
    ...(input.state ? { state: input.state } : {}),
  };
  const found = await findUserByEmail(trx, input.email);
  if (found) {
    if (Object.keys(details).length === 0) return { user: found, link: null };
    return { user: await setStudentDetails(trx, found.id, details), link: null };
  }
  if (!input.userName) {
    throw new HttpError(400, moneyMessages.studentName, { userName: moneyMessages.studentName });
  }
  const created = await createUser(trx, {
    userName: input.userName,
    email: input.email,
    mobileNo: input.mobileNo || null,
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    role: 'student',
    // The welcome link, a reset link, verifies it when used.
    emailVerified: false,
    language: input.language,
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? new HttpError(409, 'User already exists') : error;
  });
  const user = await setStudentDetails(trx, created.id, details, created.updated_at);
  const link = await issueResetLink(trx, publicUrl, user.id, WELCOME_LINK_DAYS * 24 * 60);
  return { user, link };
}

/** Refuses an amount beyond the balance; answers what had been paid before. */
export async function checkBalance(
  trx: Db,
  fee: { user_id: string; course_id: string; fee: number },
  amount: number,
) {
  const paidBefore = await deskPaid(trx, fee.user_id, fee.course_id);
  const balance = fee.fee - paidBefore;
  if (balance <= 0) throw new HttpError(409, 'This fee is already paid in full.');
  if (amount > balance) {
    const message = `${moneyMessages.overBalance} (${formatInr(balance)}).`;
    throw new HttpError(400, message, { amount: message });
  }
  return paidBefore;
}

/** Refuses a desk payment or free enrollment for a course the student bought online or got free. */
export async function checkNotOwnedElsewhere(trx: Db, userId: string, courseId: string) {
  if ((await isEnrolled(trx, userId, courseId)) && !(await findFee(trx, userId, courseId))) {
    throw new HttpError(409, moneyMessages.alreadyEnrolled);
  }
}
