import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import type { User } from '#server/db/schema';
import { getSiteSettings } from '#server/db/site-settings';
import { newId, now } from '#server/db/time';
import { towardFee } from '#server/db/fee-payments';
import { payableFor } from './tax';

export function findFee(db: Db, userId: string, courseId: string) {
  return db
    .selectFrom('course_fees')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
}

/** Any course, published or not. */
export function findAnyCourse(db: Db, courseId: string) {
  return db
    .selectFrom('courses')
    .select(['id', 'course_title', 'course_price'])
    .where('id', '=', courseId)
    .executeTakeFirst();
}

/** Keeps the address, state and GSTIN a student gave for their invoices. */
export function setStudentDetails(
  db: Db,
  userId: string,
  details: { address?: string; state?: string; gstin?: string },
  stamp: string = now(),
): Promise<User> {
  return db
    .updateTable('users')
    .set({ ...details, updated_at: stamp })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What has been paid at the desk or through pay links towards a student's fee for a course. */
export async function deskPaid(db: Db, userId: string, courseId: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select(sql<string | number | null>`sum(amount)`.as('paid'))
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where(towardFee)
    .executeTakeFirst();
  return Number(row?.paid ?? 0);
}

/**
 * The student's fee for the course, made at the course's price (GST added when due) with the
 * first payment, and locked for this transaction so two desks cannot overpay it together.
 */
export async function lockedFee(
  trx: Db,
  course: { id: string; course_price: number },
  userId: string,
  admin: User,
) {
  const stamp = now();
  const { invoicing } = await getSiteSettings(trx);
  await trx
    .insertInto('course_fees')
    .values({
      id: newId(),
      user_id: userId,
      course_id: course.id,
      fee: payableFor(course.course_price, invoicing),
      created_by: admin.id,
      created_by_name: admin.user_name || admin.email,
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .execute();
  return trx
    .updateTable('course_fees')
    .set({ updated_at: stamp })
    .where('user_id', '=', userId)
    .where('course_id', '=', course.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
