import type { FastifyBaseLogger } from 'fastify';
import { billingSchema } from '#common/schemas/buyer';
import type { CheckoutInput } from '#common/schemas/payments';
import type { Db } from '#server/db/database';
import type { User } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import type { PaymentProvider } from '#server/services/payments';
import { holdCoupon, releaseCoupon, releaseHolds, type Quote } from './coupons';
import { setStudentDetails } from './desk-repo';
import { insertPayment, latestOrder, markFailed, setOrderBuyer, type Payment } from './repo';

/**
 * How long an order can be paid: the gateway's checkout closes when this window does. The order's
 * coupon hold lasts longer (HOLD_MINUTES), so a payment begun at the last moment still finds it.
 */
export const PAY_WINDOW_MINUTES = 15;
/** An open order is offered again while this much of its window is left, enough to pay in. */
const REUSE_SECONDS_LEFT = 5 * 60;

/** Seconds left to pay an order (0 once its window has closed). */
export function windowLeft(order: Pick<Payment, 'created_at'>): number {
  const closes = Date.parse(order.created_at) + PAY_WINDOW_MINUTES * 60_000;
  return Math.max(0, Math.floor((closes - Date.now()) / 1000));
}

export interface CheckoutRequest {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

export interface OpenOrder {
  id: string;
  /** Paise. */
  amount: number;
  currency: string;
  /** Seconds the payment window stays open. */
  timeout: number;
}

/** The buyer of an order and what their invoice prints of them. */
export interface Buyer {
  userId: string;
  address: string;
  state: string;
  gstin: string;
  /** The address and state typed at checkout, to be kept on the profile when they changed it. */
  changed: { address?: string; state?: string };
}

/**
 * The buyer's billing details for an amount (paise): those typed at checkout, else the profile's,
 * checked as the form checks them (required from ₹50,000; the state of their GSTIN).
 */
export function billingOf(user: User, total: number, body: CheckoutInput): Buyer {
  const typed = { billingAddress: body.billingAddress, billingState: body.billingState };
  const checked = billingSchema(total / 100, user.gstin ?? '').safeParse({
    billingAddress: typed.billingAddress ?? user.address ?? '',
    billingState: typed.billingState ?? user.state ?? '',
  });
  if (!checked.success) {
    const fields = Object.fromEntries(
      checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
    );
    throw new HttpError(400, Object.values(fields).join(' '), fields);
  }
  const { billingAddress: address, billingState: state } = checked.data;
  return {
    userId: user.id,
    address,
    state,
    gstin: user.gstin ?? '',
    changed: {
      ...(typed.billingAddress !== undefined && address !== (user.address ?? '')
        ? { address }
        : {}),
      ...(typed.billingState !== undefined && state !== (user.state ?? '') ? { state } : {}),
    },
  };
}

/** What an order keeps of its buyer for the invoice. */
const buyerColumns = (buyer: Buyer) => ({
  billing_address: buyer.address || null,
  billing_state: buyer.state || null,
  buyer_gstin: buyer.gstin || null,
});

/**
 * The order a student pays a course's quote through. Their newest order for the course is offered
 * again while it is open, for the same amount and coupon, with enough of its window left. Otherwise
 * the gateway makes a new order, which replaces the student's other orders for the course (their
 * coupon holds are given back) and holds its own coupon, in one transaction. The order keeps the
 * buyer's billing details (an order offered again takes the new ones), and an address or state
 * changed at checkout is kept on the profile.
 */
export async function openOrder(
  { db, provider, log }: CheckoutRequest,
  buyer: Buyer,
  course: { id: string },
  quote: Quote,
): Promise<OpenOrder> {
  const { userId } = buyer;
  const couponId = quote.coupon?.id ?? null;
  const keepOnProfile = async (trx: Db) => {
    if (Object.keys(buyer.changed).length > 0) {
      await setStudentDetails(trx, userId, buyer.changed);
    }
  };
  const latest = await latestOrder(db, userId, course.id, provider.name);
  if (
    latest?.status === 'created' &&
    latest.amount === quote.total &&
    latest.coupon_id === couponId &&
    windowLeft(latest) >= REUSE_SECONDS_LEFT
  ) {
    await db.transaction().execute(async (trx) => {
      await setOrderBuyer(trx, latest.id, buyerColumns(buyer));
      await keepOnProfile(trx);
    });
    return {
      id: latest.order_id,
      amount: latest.amount,
      currency: latest.currency,
      timeout: windowLeft(latest),
    };
  }
  const order = await provider
    .createOrder({
      amount: quote.total,
      receipt: `rcpt_${Date.now().toString(36)}`,
      notes: { userId, courseId: course.id },
    })
    .catch((error: unknown) => {
      log.error({ err: error }, 'order not created');
      throw new HttpError(502, 'Failed to create Razorpay order');
    });
  const payment = await db.transaction().execute(async (trx) => {
    await releaseHolds(trx, userId, course.id);
    const created = await insertPayment(trx, {
      user_id: userId,
      course_id: course.id,
      amount: quote.total,
      provider: provider.name,
      order_id: order.id,
      coupon_id: couponId,
      discount: quote.discount,
      ...buyerColumns(buyer),
    });
    await keepOnProfile(trx);
    if (quote.coupon) {
      await holdCoupon(trx, quote.coupon, { paymentId: created.id, userId, courseId: course.id });
    }
    return created;
  });
  return { ...order, timeout: windowLeft(payment) };
}

/** The built-in test gateway takes a payment only for an open order whose window lasts. */
export function checkTestPayable(order: Payment): void {
  if (order.status !== 'created' || windowLeft(order) === 0) {
    throw new HttpError(409, 'This order can no longer be paid. Please buy the course again.');
  }
}

/** The test window's Fail ends its order, which cannot be paid any more: its coupon hold goes back. */
export async function failTestOrder(db: Db, order: Payment, paymentId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await markFailed(trx, order.order_id, paymentId)) await releaseCoupon(trx, order.id);
  });
}
