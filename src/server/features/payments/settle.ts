import type { FastifyInstance } from 'fastify';
import { formatDate, formatInr } from '#common/format';
import { buyerAndCourse, markFailed, markPaid, staleOrders } from './repo';

/** Orders still open this long are asked about at the gateway. */
export const STALE_ORDER_MINUTES = 15;

/**
 * Settles a paid order: the first of verification, webhook or reconciliation to arrive enrolls
 * the buyer and sends the receipt; the others change nothing.
 */
export async function settlePaid(app: FastifyInstance, orderId: string, paymentId: string) {
  const paid = await markPaid(app.db, orderId, paymentId);
  if (!paid) return false;
  const details = await buyerAndCourse(app.db, paid);
  if (details) {
    app.mailer
      .send({
        to: details.email,
        subject: `Payment receipt: ${details.course_title}`,
        text: `Hello ${details.user_name || 'there'},\n\nThank you for your purchase. Your course is ready in My Learning.\n\nCourse: ${details.course_title}\nAmount: ${formatInr(paid.amount)}\nPayment ID: ${paymentId}\nDate: ${formatDate(paid.updated_at)}\n\n${app.config.PUBLIC_URL}/myLearning\n`,
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'receipt mail not sent'));
  }
  return true;
}

/** Asks the gateway about orders left open (a browser closed before verification). */
export async function reconcileStaleOrders(app: FastifyInstance): Promise<void> {
  for (const order of await staleOrders(app.db, STALE_ORDER_MINUTES)) {
    const payments = await app.payments.orderPayments(order.order_id).catch((error: unknown) => {
      app.log.warn({ err: error, orderId: order.order_id }, 'order not reconciled');
      return undefined;
    });
    if (!payments) continue;
    const captured = payments.find((p) => p.status === 'captured');
    if (captured) await settlePaid(app, order.order_id, captured.id);
    else if (payments.length > 0 && payments.every((p) => p.status === 'failed')) {
      await markFailed(app.db, order.order_id, payments.at(-1)?.id ?? null);
    }
  }
}
