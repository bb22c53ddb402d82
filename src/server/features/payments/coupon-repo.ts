import type { Insertable } from 'kysely';
import type { Db } from '#server/db/database';
import type { CouponsTable } from '#server/db/schema';
import { now } from '#server/db/time';
import type { ListView } from '../list-view';

/** Coupons with the course each is for, newest first. */
export const couponsQuery = (db: Db) =>
  db
    .selectFrom('coupons')
    .leftJoin('courses', 'courses.id', 'coupons.course_id')
    .selectAll('coupons')
    .select('courses.course_title')
    .orderBy('coupons.created_at', 'desc')
    .orderBy('coupons.id', 'desc');

export type CouponRow = Awaited<ReturnType<ReturnType<typeof couponsQuery>['execute']>>[number];

/** The coupons' table: newest first, nothing to search or filter. */
export const couponsView: ListView = {
  id: 'coupons.id',
  sorts: { createdAt: 'coupons.created_at' },
  defaultSort: 'createdAt',
};

export const allCoupons = (db: Db) => db.selectFrom('coupons');

export const findCouponRow = (db: Db, id: string) =>
  couponsQuery(db).where('coupons.id', '=', id).executeTakeFirst();

export async function insertCoupon(db: Db, coupon: Insertable<CouponsTable>): Promise<void> {
  await db.insertInto('coupons').values(coupon).execute();
}

/** Switches a coupon on or off; answers its code and state before, or undefined when none. */
export async function setCouponActive(db: Db, id: string, active: boolean) {
  const before = await db
    .selectFrom('coupons')
    .select(['code', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
  const updated = await db
    .updateTable('coupons')
    .set({ active: active ? 1 : 0, updated_at: now() })
    .where('id', '=', id)
    .executeTakeFirst();
  return before && Number(updated.numUpdatedRows) > 0 ? before : undefined;
}

export async function courseExists(db: Db, courseId: string): Promise<boolean> {
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('id', '=', courseId)
    .executeTakeFirst();
  return course !== undefined;
}
