import { couponPeriod } from '#common/coupons';
import type { Db } from '#server/db/database';
import { lockingRead } from '#server/db/row-lock';
import type { Coupon } from '#server/db/schema';
import { getSiteSettings } from '#server/db/site-settings';
import { indiaToday, now } from '#server/db/time';
import { HttpError } from '#server/plugins/errors';
import { payableFor } from './tax';

/**
 * An order keeps its coupon this long, past its payment window (PAY_WINDOW_MINUTES) so that a
 * payment begun as the window closes still finds it; after that the use is free for others again.
 */
const HOLD_MINUTES = 30;

export const couponMessages = {
  unknown: 'This coupon code is not valid.',
  otherCourse: 'This coupon code is not valid for this course.',
  notYet: 'This coupon code is not valid yet.',
  expired: 'This coupon code has expired.',
  usedUp: 'This coupon code has been fully used.',
  usedByYou: 'You have already used this coupon code.',
};

export const normalCode = (code: string) => code.trim().toUpperCase();

export function findCoupon(db: Db, code: string): Promise<Coupon | undefined> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', normalCode(code))
    .executeTakeFirst();
}

/** Paise off a price: a percentage rounded to the paisa, or a flat amount, never beyond the price. */
export function discountOf(coupon: Pick<Coupon, 'kind' | 'value'>, price: number): number {
  const off =
    coupon.kind === 'percent' ? Math.floor((2 * price * coupon.value + 100) / 200) : coupon.value;
  return Math.min(off, price);
}

/**
 * Uses that count against the limits: paid ones and those held by open orders. A student's own
 * holds on this course do not count: a new order of theirs for it reuses or replaces that order.
 */
async function usesTaken(
  db: Db,
  couponId: string,
  buyer?: { userId: string; courseId: string; theirsOnly: boolean },
) {
  let query = db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('coupon_id', '=', couponId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'used'),
        eb.and([eb('status', '=', 'held'), eb('expires_at', '>', now())]),
      ]),
    );
  if (buyer) {
    query = query.where((eb) =>
      eb.not(
        eb.and([
          eb('status', '=', 'held'),
          eb(
            'payment_id',
            'in',
            eb
              .selectFrom('payments')
              .select('id')
              .where('user_id', '=', buyer.userId)
              .where('course_id', '=', buyer.courseId),
          ),
        ]),
      ),
    );
    if (buyer.theirsOnly) query = query.where('user_id', '=', buyer.userId);
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Why the coupon cannot be used for this course by this student now, or null when it can. */
async function problemOf(db: Db, coupon: Coupon | undefined, courseId: string, userId?: string) {
  if (!coupon || !coupon.active) return couponMessages.unknown;
  if (coupon.course_id && coupon.course_id !== courseId) return couponMessages.otherCourse;
  const period = couponPeriod(
    { validFrom: coupon.valid_from, validTo: coupon.valid_to },
    indiaToday(),
  );
  if (period === 'Scheduled') return couponMessages.notYet;
  if (period === 'Expired') return couponMessages.expired;
  const buyer = userId ? { userId, courseId, theirsOnly: false } : undefined;
  if (coupon.max_uses !== null && (await usesTaken(db, coupon.id, buyer)) >= coupon.max_uses) {
    return couponMessages.usedUp;
  }
  if (
    buyer &&
    coupon.per_student !== null &&
    (await usesTaken(db, coupon.id, { ...buyer, theirsOnly: true })) >= coupon.per_student
  ) {
    return couponMessages.usedByYou;
  }
  return null;
}

/** A code that does not apply is a bad request; one whose uses have run out, a conflict. */
const refusal = (problem: string) =>
  new HttpError(
    problem === couponMessages.usedUp || problem === couponMessages.usedByYou ? 409 : 400,
    problem,
    { couponCode: problem },
  );

export interface Quote {
  /** Paise: the course's price, the coupon's discount, and what is paid (GST added if due). */
  price: number;
  discount: number;
  total: number;
  coupon: Coupon | null;
}

/** What a course costs with an optional code; a code that cannot be used is refused (400). */
export async function quoteFor(
  db: Db,
  course: { id: string; course_price: number },
  code: string | undefined,
  userId?: string,
): Promise<Quote> {
  const { invoicing } = await getSiteSettings(db);
  let coupon: Coupon | null = null;
  if (code && normalCode(code)) {
    const found = await findCoupon(db, code);
    const problem = await problemOf(db, found, course.id, userId);
    if (problem) throw refusal(problem);
    coupon = found ?? null;
  }
  const price = course.course_price;
  const discount = coupon ? discountOf(coupon, price) : 0;
  return { price, discount, total: payableFor(price - discount, invoicing), coupon };
}

/** Reads the coupon and takes its lock until the transaction ends. */
const lockCoupon = (trx: Db, couponId: string) =>
  lockingRead(
    trx,
    trx.selectFrom('coupons').selectAll().where('id', '=', couponId),
  ).executeTakeFirst();

/**
 * Holds a use of the coupon for an order, inside the order's transaction, under the coupon's lock:
 * of two students racing for the last use the second is refused. The hold lasts as long as the
 * order can be paid.
 */
export async function holdCoupon(
  trx: Db,
  coupon: Coupon,
  order: { paymentId: string; userId: string; courseId: string },
) {
  const { paymentId, userId } = order;
  const current = await lockCoupon(trx, coupon.id);
  const problem = await problemOf(trx, current, order.courseId, userId);
  if (problem) {
    throw refusal(problem);
  }
  const stamp = new Date();
  await trx
    .insertInto('coupon_redemptions')
    .values({
      payment_id: paymentId,
      coupon_id: coupon.id,
      user_id: userId,
      status: 'held',
      expires_at: new Date(stamp.getTime() + HOLD_MINUTES * 60_000).toISOString(),
      created_at: stamp.toISOString(),
    })
    .execute();
}

/** Paid uses of a coupon, all of them or one student's. */
async function paidUses(trx: Db, couponId: string, userId?: string) {
  let query = trx
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('coupon_id', '=', couponId)
    .where('status', '=', 'used');
  if (userId) query = query.where('user_id', '=', userId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Whether a paid order may still take its coupon, checked under the coupon's lock: its hold must
 * be live (neither released nor lapsed), and the paid uses must leave room for it, overall and
 * for the student.
 */
export async function holdStands(
  trx: Db,
  order: { id: string; coupon_id: string; user_id: string },
): Promise<boolean> {
  const coupon = await lockCoupon(trx, order.coupon_id);
  const hold = await trx
    .selectFrom('coupon_redemptions')
    .select(['status', 'expires_at'])
    .where('payment_id', '=', order.id)
    .executeTakeFirst();
  if (!coupon || hold?.status !== 'held' || hold.expires_at <= now()) return false;
  if (coupon.max_uses !== null && (await paidUses(trx, coupon.id)) >= coupon.max_uses) {
    return false;
  }
  return (
    coupon.per_student === null ||
    (await paidUses(trx, coupon.id, order.user_id)) < coupon.per_student
  );
}

/** The order was paid: its held use becomes a use, counted on the coupon. */
export async function useCoupon(trx: Db, paymentId: string): Promise<void> {
  const used = await trx
    .updateTable('coupon_redemptions')
    .set({ status: 'used' })
    .where('payment_id', '=', paymentId)
    .where('status', '!=', 'used')
    .returning('coupon_id')
    .executeTakeFirst();
  if (!used) return;
  await trx
    .updateTable('coupons')
    .set((eb) => ({ uses: eb('uses', '+', 1), updated_at: now() }))
    .where('id', '=', used.coupon_id)
    .execute();
}

/** The order can no longer be paid: its held use is given back. */
export async function releaseCoupon(db: Db, paymentId: string): Promise<void> {
  await db
    .updateTable('coupon_redemptions')
    .set({ status: 'released' })
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'held')
    .execute();
}

/** A new order replaces the student's other open orders for the course: their holds are given back. */
export async function releaseHolds(trx: Db, userId: string, courseId: string): Promise<void> {
  await trx
    .updateTable('coupon_redemptions')
    .set({ status: 'released' })
    .where('status', '=', 'held')
    .where(
      'payment_id',
      'in',
      trx
        .selectFrom('payments')
        .select('id')
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId),
    )
    .execute();
}
