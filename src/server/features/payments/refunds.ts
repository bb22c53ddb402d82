import type { FastifyInstance } from 'fastify';
import { formatDate, formatInr } from '#common/format';
import type { RefundReason } from '#server/db/schema';
import { mailLater } from './mail-later';
import { buyerAndCourse, type Payment } from './repo';
import { paths } from '#common/paths';

/** What the student is told of a payment taken but not settled. */
export const refundMessages: Record<RefundReason, string> = {
  already_enrolled:
    'You had already bought this course, so this payment was not used. It will be refunded in full, and you keep your access.',
  coupon_gone:
    'Your payment arrived after this order had expired or been replaced, so its coupon was no longer held for you and you have not been enrolled. The payment will be refunded in full; please buy the course again.',
};

/** What Transaction History says of it. */
export const refundNotes: Record<RefundReason, string> = {
  already_enrolled: 'Refund due: the student had already bought this course.',
  coupon_gone: "Refund due: paid after the order's coupon hold had ended, so it was not settled.",
};

/** Mails the student that the payment was not settled and will be refunded (in the background). */
export function sendRefundNotice(app: FastifyInstance, payment: Payment, reason: RefundReason) {
  const send = async () => {
    const details = await buyerAndCourse(app.db, payment);
    if (!details) return;
    await app.mailer.send({
      to: details.email,
      subject: `Payment to be refunded: ${details.course_title}`,
      text: `Hello ${details.user_name || 'there'},\n\n${refundMessages[reason]}\n\nCourse: ${details.course_title}\nAmount: ${formatInr(payment.amount)}\nPayment ID: ${payment.payment_id ?? ''}\nDate: ${formatDate(payment.updated_at)}\n\n${app.config.PUBLIC_URL}${paths.myLearning.getHref()}\n`,
    });
  };
  mailLater(app, send, 'refund notice');
}
