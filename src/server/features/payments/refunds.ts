import type { FastifyInstance } from 'fastify';
import { formatDate, formatInr } from '#common/format';
import type { RefundReason } from '#server/db/schema';
import { mailLater } from './mail-later';
import { refundMail, refundReasons } from './mails/refund';
import { buyerAndCourse, courseTitleIn, type Payment } from './repo';
import { paths } from '#common/paths';

/** What the student is told of a payment taken but not settled. */
export const refundMessages = refundReasons.en;

/** What Transaction History says of it. */
export const refundNotes: Record<RefundReason, string> = {
  already_enrolled: 'Refund due: the student had already bought this course.',
  coupon_gone: "Refund due: paid after the order's coupon hold had ended, so it was not settled.",
  order_expired: 'Refund due: paid after the order had expired, so it was not settled.',
  part_paid: 'Refund due: paid through a pay link for a part already paid another way.',
};

/** Mails the student, in their language, that the payment will be refunded (in the background). */
export function sendRefundNotice(app: FastifyInstance, payment: Payment, reason: RefundReason) {
  const send = async () => {
    const details = await buyerAndCourse(app.db, payment);
    if (!details) return;
    await app.mailer.send({
      to: details.email,
      ...refundMail[details.language]({
        name: details.user_name,
        reason,
        course: courseTitleIn(details, details.language),
        amount: formatInr(payment.amount),
        paymentId: payment.payment_id ?? '',
        date: formatDate(payment.updated_at),
        link: `${app.config.PUBLIC_URL}${paths.myLearning.getHref()}`,
      }),
    });
  };
  mailLater(app, send, 'refund notice');
}
