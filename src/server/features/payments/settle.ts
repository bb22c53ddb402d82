import type { FastifyInstance } from 'fastify';
import { formatCalendarDate, formatDate, formatInr } from '#common/format';
import { isPastExpiry } from '#server/db/order-expiry';
import type { Invoice } from '#server/db/schema';
import { invoiceFileName, invoicePdf } from './documents';
import { mailLater } from './mail-later';
import { receiptMail, type ReceiptOccasion } from './mails/receipt';
import { sendRefundNotice } from './refunds';
import { markPaid } from './mark-paid';
import { markPartPaid } from './pay-link';
import {
  buyerAndCourse,
  courseTitleIn,
  findPaymentByOrder,
  markExpired,
  markFailed,
  staleOrders,
  type Payment,
} from './repo';
import { paths } from '#common/paths';

/** Orders still open this long are asked about at the gateway. */
export const STALE_ORDER_MINUTES = 15;

/**
 * Settles a paid order: the first of verification, webhook or reconciliation to arrive enrolls
 * the buyer and sends the receipt, or flags the payment for refund and tells the buyer why; the
 * others change nothing.
 */
export async function settlePaid(app: FastifyInstance, orderId: string, paymentId: string) {
  const { notifications } = app;
  const notice = { notifications, publicUrl: app.config.PUBLIC_URL };
  // An order made through a pay link pays a part of a fee (decision 054).
  const forPart = Boolean((await findPaymentByOrder(app.db, orderId))?.fee_part_id);
  const settled = forPart
    ? await markPartPaid(app.db, orderId, paymentId, { notice, today: app.today() })
    : await markPaid(app.db, orderId, paymentId, notice);
  if (settled?.outcome === 'paid') {
    notifications.wake();
    sendReceipt(app, settled.payment, settled.documents, forPart ? 'part' : 'purchase');
  } else if (settled) {
    sendRefundNotice(app, settled.payment, settled.reason);
  }
  return settled;
}

/**
 * Mails the student, in their language, the payment's details with its invoice or receipt
 * attached (in the background).
 */
export function sendReceipt(
  app: FastifyInstance,
  payment: Payment,
  documents: Invoice[],
  occasion: ReceiptOccasion,
): void {
  const send = async () => {
    const details = await buyerAndCourse(app.db, payment);
    if (!details) return;
    const attachments = await Promise.all(
      documents.map(async (doc) => ({
        filename: invoiceFileName(doc),
        content: await invoicePdf(doc, app.storage),
        contentType: 'application/pdf',
      })),
    );
    const reference = payment.payment_id ?? payment.reference;
    // A desk payment is dated the day the admin says it was taken, not the day it was recorded.
    const paid = payment.paid_on
      ? formatCalendarDate(payment.paid_on)
      : formatDate(payment.updated_at);
    await app.mailer.send({
      to: details.email,
      ...receiptMail[details.language]({
        name: details.user_name,
        occasion,
        course: courseTitleIn(details, details.language),
        amount: formatInr(payment.amount),
        reference,
        date: paid,
        attached: documents.map((doc) => doc.number),
        link: `${app.config.PUBLIC_URL}${paths.myLearning.getHref()}`,
      }),
      attachments,
    });
  };
  mailLater(app, send, 'receipt');
}

/**
 * Asks the gateway about orders left open (a browser closed before verification). A paid one is
 * settled (or flagged for refund once past its expiry); one past its expiry with no payment is
 * marked expired and asked about no more, so abandoned orders do not crowd out the others.
 */
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
    } else if (isPastExpiry(order)) await markExpired(app.db, order.order_id);
  }
}
