import { sql, type SqlBool } from 'kysely';
import { expiredOrder } from '#server/db/order-expiry';
import type { Db } from '#server/db/database';
import { pausedFiles } from '#server/db/fee-access';
import type { User } from '#server/db/schema';
import { now } from '#server/db/time';
import { matchesSearch } from '../list-view';

/** The student's courses and how each was gained, oldest first. */
export function coursesOf(db: Db, userId: string) {
  return db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select([
      'courses.id',
      'courses.course_title',
      'enrollments.source',
      'enrollments.reason',
      'enrollments.created_at',
    ])
    .where('enrollments.user_id', '=', userId)
    .orderBy('enrollments.created_at')
    .execute();
}

/** The student's payments and orders, less those left unpaid past their expiry. */
export function paymentsOf(db: Db, userId: string) {
  return db
    .selectFrom('payments')
    .innerJoin('courses', 'courses.id', 'payments.course_id')
    .selectAll('payments')
    .select('courses.course_title')
    .where('payments.user_id', '=', userId)
    .where(sql<SqlBool>`not ${expiredOrder()}`)
    .orderBy('payments.created_at', 'desc')
    .execute();
}

export function reviewsOf(db: Db, userId: string) {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Contact queries from the student's e-mail and registrations made into or for the account. */
export async function enquiriesOf(
  db: Db,
  user: { id: string; email: string; mobile_no: string | null },
) {
  const contacts = await db
    .selectFrom('contact_queries')
    .selectAll()
    .where(matchesSearch(db, 'contact_queries', user.email))
    .where(sql`lower(email)`, '=', user.email.toLowerCase())
    .execute();
  let registrations = db
    .selectFrom('student_registrations')
    .selectAll()
    .where('user_id', '=', user.id);
  if (user.mobile_no)
    registrations = registrations.where((eb) =>
      eb.or([eb('user_id', '=', user.id), eb('contact', '=', user.mobile_no ?? '')]),
    );
  return { contacts, registrations: await registrations.execute() };
}

/** Gives the course free, in an admin's name; false when the student has it already. */
export async function grantCourse(
  db: Db,
  userId: string,
  courseId: string,
  admin: User,
  reason: string,
): Promise<boolean> {
  const result = await db
    .insertInto('enrollments')
    .values({
      user_id: userId,
      course_id: courseId,
      source: 'free',
      granted_by: admin.id,
      granted_by_name: admin.user_name || admin.email,
      reason,
      created_at: now(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes the course away; false when the student did not have it. */
export async function withdrawCourse(db: Db, userId: string, courseId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('enrollments')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function setDeactivated(db: Db, userId: string, deactivated: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ deactivated_at: deactivated ? now() : null, updated_at: now() })
    .where('id', '=', userId)
    .execute();
}

export type StudentRecords = Awaited<ReturnType<typeof studentRecords>>;

/**
 * What a student has: courses (and those whose files are paused on `today`), payments, reviews
 * and enquiries.
 */
export async function studentRecords(db: Db, user: User, today: string) {
  const [courses, paused, payments, reviews, enquiries] = await Promise.all([
    coursesOf(db, user.id),
    pausedFiles(db, user.id, today),
    paymentsOf(db, user.id),
    reviewsOf(db, user.id),
    enquiriesOf(db, user),
  ]);
  return { courses, paused, payments, reviews, enquiries };
}

export function findCourseTitle(db: Db, courseId: string) {
  return db
    .selectFrom('courses')
    .select('course_title')
    .where('id', '=', courseId)
    .executeTakeFirst();
}
