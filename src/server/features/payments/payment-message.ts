import type { FastifyInstance } from 'fastify';
import { formatInr } from '#common/format';
import { paths } from '#common/paths';
import type { Db } from '#server/db/database';
import { getSiteSettings } from '#server/db/site-settings';
import { buyerAndCourse, courseTitleIn, type Payment } from './repo';

/** What queues a payment's message: the outbox, and the site's address for the receipt's link. */
export interface PaymentNotice {
  notifications: FastifyInstance['notifications'];
  publicUrl: string;
}

/**
 * Queues, in the payment's transaction `trx`, the message to the student's phone that the payment
 * is recorded, with the link to its receipt (in My Learning); none when they gave no phone. The
 * receipt itself, attached, goes by e-mail (`sendReceipt`).
 */
export async function queuePaymentMessage(
  trx: Db,
  { notifications, publicUrl }: PaymentNotice,
  payment: Payment,
): Promise<void> {
  const buyer = await buyerAndCourse(trx, payment);
  if (!buyer?.mobile_no) return;
  const site = await getSiteSettings(trx);
  await notifications.enqueue(trx, {
    event: 'payment-recorded',
    values: {
      name: buyer.user_name,
      course: courseTitleIn(buyer, buyer.language),
      amount: formatInr(payment.amount),
      link: publicUrl + paths.myLearning.getHref(),
      institute: site.name,
    },
    recipients: [
      {
        role: 'student',
        name: buyer.user_name,
        userId: payment.user_id,
        language: buyer.language,
        phone: buyer.mobile_no,
      },
    ],
  });
}
