import QRCode from 'qrcode';
import { settle } from '#common/fee-schedule';
import { amountDueNow } from '#common/late-fee';
import type { PayLink, UpiPay } from '#common/schemas/pay-links';
import { upiPayUri } from '#common/upi';
import type { Db } from '#server/db/database';
import { getSiteSettings } from '#server/db/site-settings';
import { HttpError } from '#server/plugins/errors';
import type { PaymentProvider } from '#server/services/payments';
import { windowLeft } from './checkout';
import { deskPaid } from './desk-repo';
import { issueDocuments } from './documents';
import { partsOf } from './fee-plan-repo';
import { filesOpen } from './files-open';
import { lateFeeRule, partFacts } from './fee-plans';
import { queuePaymentMessage, type PaymentNotice } from './payment-message';
import {
  chargeLateFee,
  feeForLink,
  findPart,
  lastPaymentToward,
  lockFee,
  openPartOrderOf,
} from './pay-link-repo';
import type { Settlement } from './mark-paid';
import { enroll, insertPayment, lockUnsettledOrder, settleOrder, type Payment } from './repo';
import { towardPartsOfFees } from '#server/db/fee-payments';

export const payLinkMessages = {
  notFound: 'This payment link is not valid. Please ask the institute for a new one.',
  paid: 'This part of the fee is already paid.',
};

/** An order is offered again while this much of its window is left, as at checkout. */
const REUSE_SECONDS_LEFT = 5 * 60;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * Where one part of a fee stands on `today` (paise): what is left of it and of the late fees
 * charged for it, the late fee it would take, and what paying it takes now. A late fee's own
 * part stands for the part it was charged for. Undefined for no such part.
 */
export async function partStanding(db: Db, partId: string, today: string) {
  const named = await findPart(db, partId);
  if (!named) return undefined;
  const fee = await feeForLink(db, named.fee_id);
  if (!fee) return undefined;
  const parts = await partsOf(db, fee.id);
  const part = parts.find((p) => p.seq === (named.late_fee_of ?? named.seq)) ?? named;
  const paid = await deskPaid(db, fee.user_id, fee.course_id);
  const toward = (await towardPartsOfFees(db, [fee.id])).get(fee.id);
  const settled = settle(partFacts(parts), paid, toward);
  const own = settled.find((p) => p.seq === part.seq);
  if (!own) return undefined;
  const lines = settled.filter((p) => p.lateFeeOf === part.seq);
  const lateLeft = lines.reduce((sum, line) => sum + line.amount - line.paid, 0);
  const due = amountDueNow(own, lateFeeRule(fee.late_fee), today, lines.length > 0);
  const schedule = parts.filter((p) => p.late_fee_of === null);
  return {
    fee,
    part,
    position: schedule.findIndex((p) => p.seq === part.seq) + 1,
    count: schedule.length,
    /** What is left of the part and of the late fees charged for it. */
    outstanding: due.outstanding + lateLeft,
    lateFee: due.lateFee,
    /** The late fee paying now adds (not yet charged). */
    lateFeeNow: due.lateFee?.applies ? due.lateFee.amount : 0,
    total: due.total + lateLeft,
    state: due.total + lateLeft === 0 ? ('paid' as const) : own.state,
  };
}
type Standing = NonNullable<Awaited<ReturnType<typeof partStanding>>>;

/** The standing of the part a pay link names, or 404. */
export async function standingOrNotFound(db: Db, partId: string | undefined, today: string) {
  const standing = partId ? await partStanding(db, partId, today) : undefined;
  if (!standing) throw new HttpError(404, payLinkMessages.notFound);
  return standing;
}

/** UPI's note of a part: the student and the part, within the 50 characters apps show. */
const upiNote = (standing: Standing) =>
  `${firstName(standing.fee.user_name)} fee part ${standing.position} of ${standing.count}`.slice(
    0,
    50,
  );

/** Paying `paise` to the institute's UPI id: the link and its QR code; null with no UPI id. */
export async function upiPayFor(db: Db, standing: Standing): Promise<UpiPay | null> {
  const site = await getSiteSettings(db);
  if (!site.upiId || standing.total === 0) return null;
  const uri = upiPayUri({
    upiId: site.upiId,
    payee: site.name,
    paise: standing.total,
    note: upiNote(standing),
  });
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, scale: 6 });
  return { upiId: site.upiId, uri, qr };
}

const indiaDayOf = (iso: string) =>
  new Date(Date.parse(iso) + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** What a pay link's page shows (rupees). */
export async function payLinkDto(db: Db, standing: Standing): Promise<PayLink> {
  const { fee, part } = standing;
  const site = await getSiteSettings(db);
  const last = standing.state === 'paid' ? await lastPaymentToward(db, fee, part.id) : undefined;
  return {
    institute: site.name,
    firstName: firstName(fee.user_name),
    courseTitle: fee.course_title,
    courseTitleHi: fee.course_title_hi,
    part: standing.position,
    parts: standing.count,
    dueOn: part.due_on,
    state: standing.state,
    outstanding: standing.outstanding / 100,
    lateFee: standing.lateFee && {
      amount: standing.lateFee.amount / 100,
      after: standing.lateFee.after,
      applies: standing.lateFee.applies,
    },
    total: standing.total / 100,
    paidOn: last ? (last.paid_on ?? indiaDayOf(last.updated_at)) : null,
    upi: await upiPayFor(db, standing),
  };
}

/**
 * The gateway's order for exactly what paying the part takes today. An open order of the part for
 * the same amount, with enough of its window left, is offered again. Refused (409) once paid.
 */
export async function openPartOrder(
  { db, provider, today }: { db: Db; provider: PaymentProvider; today: string },
  standing: Standing,
) {
  if (standing.total === 0) throw new HttpError(409, payLinkMessages.paid);
  const { fee, part } = standing;
  const latest = await openPartOrderOf(db, part.id, provider.name);
  if (
    latest?.status === 'created' &&
    latest.amount === standing.total &&
    windowLeft(latest) >= REUSE_SECONDS_LEFT
  ) {
    return {
      id: latest.order_id,
      amount: latest.amount,
      currency: latest.currency,
      timeout: windowLeft(latest),
    };
  }
  const order = await provider.createOrder({
    amount: standing.total,
    receipt: `part_${Date.now().toString(36)}`,
    notes: { userId: fee.user_id, courseId: fee.course_id, feePartId: part.id, on: today },
  });
  const payment = await insertPayment(db, {
    user_id: fee.user_id,
    course_id: fee.course_id,
    amount: standing.total,
    provider: provider.name,
    order_id: order.id,
    fee_part_id: part.id,
    late_fee: standing.lateFeeNow,
    billing_address: fee.address,
    billing_state: fee.state,
    buyer_gstin: fee.gstin,
  });
  return { ...order, timeout: windowLeft(payment) };
}

/**
 * Settles a paid order made through a pay link, in one transaction holding the order's and the
 * fee's rows: the payment counts towards its part; a late fee it includes is charged as a part of
 * its own (the fee grows by it); the course opens as the settings' rule for its files says; the receipt (and the
 * invoice with the last part) is issued and the student's message queued. A payment for a part
 * that was meanwhile paid, or changed, another way is flagged for refund (`part_paid`). Only the
 * first caller changes anything.
 */
export async function markPartPaid(
  db: Db,
  orderId: string,
  paymentId: string,
  { notice, today }: { notice: PaymentNotice; today: string },
): Promise<Settlement | undefined> {
  return db.transaction().execute(async (trx) => {
    const order = await lockUnsettledOrder(trx, orderId);
    if (!order?.fee_part_id) return undefined;
    const marked = (status: 'paid' | 'failed', refundReason: 'part_paid' | null) =>
      settleOrder(trx, order, { status, paymentId, refundReason });
    const part = await findPart(trx, order.fee_part_id);
    let fee = part && (await lockFee(trx, part.fee_id));
    const standing = part && (await partStanding(trx, part.id, today));
    if (!fee || !standing || standing.outstanding !== order.amount - order.late_fee) {
      return {
        outcome: 'refund',
        payment: await marked('failed', 'part_paid'),
        reason: 'part_paid',
      };
    }
    const paidBefore = await deskPaid(trx, order.user_id, order.course_id);
    if (order.late_fee > 0) {
      fee = await chargeLateFee(trx, fee, {
        seq: standing.part.seq,
        amount: order.late_fee,
        today,
        paymentId: order.id,
      });
    }
    const payment: Payment = await marked('paid', null);
    if (await filesOpen(trx, fee, paidBefore + payment.amount)) {
      await enroll(trx, { user_id: order.user_id, course_id: order.course_id, source: 'online' });
    }
    await queuePaymentMessage(trx, notice, payment);
    const documents = await issueDocuments(trx, payment, { id: fee.id, fee: fee.fee, paidBefore });
    return { outcome: 'paid', payment, documents };
  });
}

/** The part's order of a pay link, or 404 (another part's, or none). */
export async function orderOfPart(db: Db, partId: string, orderId: string) {
  const order = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('fee_part_id', '=', partId)
    .executeTakeFirst();
  if (!order) throw new HttpError(404, 'Order not found.');
  return order;
}
