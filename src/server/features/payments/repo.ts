import type { Db } from '../../db/database';
import type { Selectable } from 'kysely';
import { isEnrolled } from '../../db/enrollments';
import { lockingRead } from '../../db/row-lock';
import type {
  EnrollmentSource,
  EnrollmentsTable,
  Invoice,
  PaymentsTable,
  RefundReason,
} from '../../db/schema';
import { holdStands, releaseCoupon, useCoupon } from './coupons';
import { issueDocuments } from './documents';
import { newId, now } from '../../db/time';

export type Payment = Selectable<PaymentsTable>;

export type NewPayment = Pick<
  Payment,
  'user_id' | 'course_id' | 'amount' | 'provider' | 'order_id'
> &
  Partial<
    Pick<
      Payment,
      | 'status'
      | 'payment_id'
      | 'mode'
      | 'reference'
      | 'paid_on'
      | 'recorded_by'
      | 'recorded_by_name'
      | 'coupon_id'
      | 'discount'
    >
  >;

export async function insertPayment(db: Db, payment: NewPayment): Promise<Payment> {
  const stamp = now();
  return db
    .insertInto('payments')
    .values({
      id: newId(),
      currency: 'INR',
      payment_id: null,
      status: 'created',
      ...payment,
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findPaymentByOrder(db: Db, orderId: string): Promise<Payment | undefined> {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** Gives a student a course; nothing changes when they have it already. */
export async function enroll(
  db: Db,
  grant: Pick<EnrollmentsTable, 'user_id' | 'course_id'> &
    Partial<Pick<EnrollmentsTable, 'granted_by' | 'granted_by_name' | 'reason'>> & {
      source: EnrollmentSource;
    },
): Promise<boolean> {
  const result = await db
    .insertInto('enrollments')
    .values({ ...grant, created_at: now() })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export type Settlement =
  | { outcome: 'paid'; payment: Payment; documents: Invoice[] }
  | { outcome: 'refund'; payment: Payment; reason: RefundReason };

/** Why a paid order cannot be settled, or null when it can. */
async function refusalOf(trx: Db, order: Payment): Promise<RefundReason | null> {
  if (await isEnrolled(trx, order.user_id, order.course_id)) return 'already_enrolled';
  if (order.coupon_id && !(await holdStands(trx, { ...order, coupon_id: order.coupon_id }))) {
    return 'coupon_gone';
  }
  return null;
}

/**
 * Settles a paid order in one transaction, holding its row's lock: marks it paid, counts its
 * coupon, enrolls its buyer and issues its invoice. A payment for a course the buyer has already,
 * or whose coupon hold is gone, is recorded instead (status failed, its payment id, why) to be
 * refunded: nobody is enrolled twice, no course invoiced twice, no coupon used past its limits.
 * Only the first caller changes anything (verification, webhook and reconciliation may race);
 * later ones get undefined.
 */
export async function markPaid(
  db: Db,
  orderId: string,
  paymentId: string,
): Promise<Settlement | undefined> {
  return db.transaction().execute(async (trx) => {
    const order = await lockingRead(
      trx,
      trx
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('status', '!=', 'paid')
        .where('refund_reason', 'is', null),
    ).executeTakeFirst();
    if (!order) return undefined;
    const settled = (status: 'paid' | 'failed', refund_reason: RefundReason | null) =>
      trx
        .updateTable('payments')
        .set({ status, payment_id: paymentId, refund_reason, updated_at: now() })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    let reason = await refusalOf(trx, order);
    // A settlement of another order may have enrolled the buyer meanwhile (PostgreSQL makes the
    // insert wait for it): nothing is inserted then.
    const grant = { user_id: order.user_id, course_id: order.course_id, source: 'online' as const };
    if (!reason && !(await enroll(trx, grant))) reason = 'already_enrolled';
    if (reason) {
      await releaseCoupon(trx, order.id);
      return { outcome: 'refund', payment: await settled('failed', reason), reason };
    }
    const payment = await settled('paid', null);
    if (payment.coupon_id) await useCoupon(trx, payment.id);
    return { outcome: 'paid', payment, documents: await issueDocuments(trx, payment) };
  });
}

/**
 * A payment attempt failed. The order stays payable (Razorpay's window offers another attempt), so
 * it keeps any coupon hold until that lapses. True when the order was open.
 */
export async function markFailed(
  db: Db,
  orderId: string,
  paymentId: string | null,
): Promise<boolean> {
  const failed = await db
    .updateTable('payments')
    .set({ status: 'failed', payment_id: paymentId, updated_at: now() })
    .where('order_id', '=', orderId)
    .where('status', '=', 'created')
    .executeTakeFirst();
  return Number(failed.numUpdatedRows) > 0;
}

/** The student's newest order for the course through this gateway. */
export function latestOrder(db: Db, userId: string, courseId: string, provider: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('provider', '=', provider)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Orders still open after `minutes`, oldest first. */
export function staleOrders(db: Db, minutes: number, limit = 50): Promise<Payment[]> {
  const before = new Date(Date.now() - minutes * 60_000).toISOString();
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'created')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Records a webhook event id; false when it was seen before. */
export async function rememberEvent(db: Db, eventId: string): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values({ event_id: eventId, created_at: now() })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Every order with its course and buyer, newest first. */
export const paymentsQuery = (db: Db) =>
  db
    .selectFrom('payments')
    .innerJoin('courses', 'courses.id', 'payments.course_id')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .leftJoin('coupons', 'coupons.id', 'payments.coupon_id')
    .selectAll('payments')
    .select([
      'courses.course_title',
      'users.user_name',
      'users.email',
      'coupons.code as coupon_code',
    ])
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc');

/** The course as a buyer may purchase it: published, with its price. */
export function findPurchasableCourse(db: Db, courseId: string) {
  return db
    .selectFrom('courses')
    .select(['id', 'course_title', 'course_price'])
    .where('id', '=', courseId)
    .where('is_publish', '=', 1)
    .executeTakeFirst();
}

export function buyerAndCourse(db: Db, payment: Payment) {
  return db
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .innerJoin('courses', 'courses.id', 'payments.course_id')
    .select(['users.email', 'users.user_name', 'courses.course_title'])
    .where('payments.id', '=', payment.id)
    .executeTakeFirst();
}
