import type { Db } from '../../db/database';
import type { PaymentsTable } from '../../db/schema';
import { newId, now } from '../../db/time';

export type Payment = PaymentsTable;

export async function insertPayment(
  db: Db,
  payment: Pick<Payment, 'user_id' | 'course_id' | 'amount' | 'provider' | 'order_id'>,
): Promise<Payment> {
  const stamp = now();
  return db
    .insertInto('payments')
    .values({
      ...payment,
      id: newId(),
      currency: 'INR',
      payment_id: null,
      status: 'created',
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findPaymentByOrder(db: Db, orderId: string): Promise<Payment | undefined> {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/**
 * Marks the order paid and enrolls its buyer, in one transaction. Only the first caller changes
 * anything (verification and webhook may race); it gets the payment back, later ones undefined.
 */
export async function markPaid(
  db: Db,
  orderId: string,
  paymentId: string,
): Promise<Payment | undefined> {
  return db.transaction().execute(async (trx) => {
    const stamp = now();
    const paid = await trx
      .updateTable('payments')
      .set({ status: 'paid', payment_id: paymentId, updated_at: stamp })
      .where('order_id', '=', orderId)
      .where('status', '!=', 'paid')
      .returningAll()
      .executeTakeFirst();
    if (!paid) return undefined;
    await trx
      .insertInto('enrollments')
      .values({ user_id: paid.user_id, course_id: paid.course_id, created_at: stamp })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .execute();
    return paid;
  });
}

export async function markFailed(db: Db, orderId: string, paymentId: string | null): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'failed', payment_id: paymentId, updated_at: now() })
    .where('order_id', '=', orderId)
    .where('status', '=', 'created')
    .execute();
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
    .selectAll('payments')
    .select(['courses.course_title', 'users.user_name', 'users.email'])
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
