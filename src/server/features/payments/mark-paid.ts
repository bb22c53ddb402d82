import type { Db } from '#server/db/database';
import { isEnrolled } from '#server/db/enrollments';
import { isPastExpiry } from '#server/db/order-expiry';
import type { Invoice, RefundReason } from '#server/db/schema';
import { holdStands, releaseCoupon, useCoupon } from './coupons';
import { issueDocuments } from './documents';
import { queuePaymentMessage, type PaymentNotice } from './payment-message';
import { enroll, lockUnsettledOrder, settleOrder, type Payment } from './repo';

export type Settlement =
  | { outcome: 'paid'; payment: Payment; documents: Invoice[] }
  | { outcome: 'refund'; payment: Payment; reason: RefundReason };

/** Why a paid order cannot be settled, or null when it can. */
async function refusalOf(trx: Db, order: Payment): Promise<RefundReason | null> {
  if (await isEnrolled(trx, order.user_id, order.course_id)) return 'already_enrolled';
  if (isPastExpiry(order)) return 'order_expired';
  if (order.coupon_id && !(await holdStands(trx, { ...order, coupon_id: order.coupon_id }))) {
    return 'coupon_gone';
  }
  return null;
}

/**
 * Settles a paid order in one transaction, holding its row's lock: marks it paid, counts its
 * coupon, enrolls its buyer and issues its invoice. A payment for a course the buyer has already,
 * for an order past its expiry, or whose coupon hold is gone, is recorded instead (status failed, its payment id, why) to be
 * refunded: nobody is enrolled twice, no course invoiced twice, no coupon used past its limits.
 * Only the first caller changes anything (verification, webhook and reconciliation may race);
 * later ones get undefined. With `notice`, the student's message that the payment is recorded is
 * queued with it.
 */
export async function markPaid(
  db: Db,
  orderId: string,
  paymentId: string,
  notice?: PaymentNotice,
): Promise<Settlement | undefined> {
  return db.transaction().execute(async (trx) => {
    const order = await lockUnsettledOrder(trx, orderId);
    if (!order) return undefined;
    const settled = (status: 'paid' | 'failed', refundReason: RefundReason | null) =>
      settleOrder(trx, order, { status, paymentId, refundReason });
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
    if (notice) await queuePaymentMessage(trx, notice, payment);
    return { outcome: 'paid', payment, documents: await issueDocuments(trx, payment) };
  });
}
