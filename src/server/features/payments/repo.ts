import type { Db } from '#server/db/database';
import type { Language } from '#common/languages';
import type { Selectable } from 'kysely';
import { lockingRead } from '#server/db/row-lock';
import type {
  EnrollmentSource,
  EnrollmentsTable,
  PaymentsTable,
  RefundReason,
} from '#server/db/schema';
import { newId, now } from '#server/db/time';

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
      | 'billing_address'
      | 'billing_state'
      | 'buyer_gstin'
      | 'fee_part_id'
      | 'late_fee'
    >
  >;

const INDIA_OFFSET_MS = 5.5 * 3_600_000;

/**
 * When a payment was made, as Transaction History sorts it: an order at its time, a desk payment
 * at the time it was entered moved to the day it was taken (India's day), so desk payments of one
 * day keep the order they were entered in.
 */
export function paidAt(payment: { paid_on?: string | null; created_at: string }): string {
  if (!payment.paid_on) return payment.created_at;
  const entered = Date.parse(payment.created_at);
  const enteredDay = new Date(entered + INDIA_OFFSET_MS).toISOString().slice(0, 10);
  const days = Math.round((Date.parse(payment.paid_on) - Date.parse(enteredDay)) / 86_400_000);
  return new Date(entered + days * 86_400_000).toISOString();
}

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
      paid_at: paidAt({ paid_on: payment.paid_on, created_at: stamp }),
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

/**
 * The order, not yet settled (not paid, not flagged for refund), its row locked for the
 * transaction `trx` (verification, webhook and reconciliation may settle it at once).
 */
export const lockUnsettledOrder = (trx: Db, orderId: string) =>
  lockingRead(
    trx,
    trx
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('status', '!=', 'paid')
      .where('refund_reason', 'is', null),
  ).executeTakeFirst();

/** Settles a locked order: paid, or failed with the reason it is to be refunded. */
export const settleOrder = (
  trx: Db,
  order: Payment,
  settled: { status: 'paid' | 'failed'; paymentId: string; refundReason: RefundReason | null },
) =>
  trx
    .updateTable('payments')
    .set({
      status: settled.status,
      payment_id: settled.paymentId,
      refund_reason: settled.refundReason,
      updated_at: now(),
    })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();

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

/** Orders still open after `minutes` and not yet found expired, oldest first. */
export function staleOrders(db: Db, minutes: number, limit = 50): Promise<Payment[]> {
  const before = new Date(Date.now() - minutes * 60_000).toISOString();
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'created')
    .where('expired_at', 'is', null)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** The billing details an order keeps for its invoice. */
export async function setOrderBuyer(
  db: Db,
  id: string,
  buyer: Pick<Payment, 'billing_address' | 'billing_state' | 'buyer_gstin'>,
): Promise<void> {
  await db.updateTable('payments').set(buyer).where('id', '=', id).execute();
}

/** An order past its expiry that the gateway, asked a last time, had no payment for. */
export async function markExpired(db: Db, orderId: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ expired_at: now() })
    .where('order_id', '=', orderId)
    .where('status', '=', 'created')
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

/** The orders alone give the count of `paymentsQuery`: its joins reach one row each. */
export const countedPayments = (db: Db) => db.selectFrom('payments');

/** The invoices and receipts of these orders, an invoice before a receipt. */
export async function documentsOfPayments(db: Db, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .selectFrom('invoices')
    .select(['id', 'number', 'kind', 'payment_id'])
    .where('payment_id', 'in', paymentIds)
    .orderBy('kind', 'desc')
    .execute();
}

/** An invoice or receipt by its id. */
export function findInvoice(db: Db, id: string) {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

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
    .select([
      'users.email',
      'users.mobile_no',
      'users.user_name',
      'users.language',
      'courses.course_title',
      'courses.course_title_hi',
    ])
    .where('payments.id', '=', payment.id)
    .executeTakeFirst();
}

/** The course's title in a language: its Hindi where the institute wrote one (decision 045). */
export const courseTitleIn = (
  course: { course_title: string; course_title_hi: string | null },
  language: Language,
) => (language === 'hi' && course.course_title_hi) || course.course_title;
