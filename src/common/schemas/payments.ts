import { z } from 'zod';
import { addressField, stateField } from './buyer';
import { couponCodeField, PAYMENT_MODES } from './money';

/**
 * POST /payment/checkout: the course, a coupon code, and the billing address and state for the
 * invoice (the profile's when left out; `billingSchema` says when they are required).
 */
export const checkoutBodySchema = z.object({
  courseId: z.string().min(1).max(100),
  couponCode: couponCodeField,
  billingAddress: addressField.optional(),
  billingState: stateField.optional(),
});
export type CheckoutInput = z.input<typeof checkoutBodySchema>;

export const PAYMENT_STATUSES = ['created', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What Transaction History filters by: a status, or `expired` for orders left unpaid past their
 * expiry, which `created` and the unfiltered view leave out.
 */
export const TRANSACTION_FILTERS = [...PAYMENT_STATUSES, 'expired'] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];

/** What POST /payment/checkout answers: the provider's order and what its window needs. */
export const checkoutOrderSchema = z.object({
  id: z.string(),
  /** Paise. */
  amount: z.number(),
  currency: z.string(),
  key: z.string(),
  /** `free`: a 100% code enrolled the student and no payment window opens. */
  provider: z.enum(['test', 'razorpay', 'free']),
  /** Seconds the payment window stays open (Razorpay Checkout's `timeout`). */
  timeout: z.number(),
  courseTitle: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});

export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/** A row of GET /payment: one order for a course, and what became of it. */
export const transactionSchema = z.object({
  _id: z.string(),
  courseId: z.object({ _id: z.string(), courseTitle: z.string() }),
  user: z.object({ _id: z.string(), userName: z.string(), email: z.string() }),
  /** Rupees. */
  amount: z.number(),
  currency: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** An order left unpaid past its expiry (status `created`). */
  expired: z.boolean(),
  paymentId: z.string(),
  orderId: z.string(),
  createdAt: z.string(),
  mode: z.enum(PAYMENT_MODES),
  /** UPI transaction id, cheque or receipt number of a desk payment. */
  reference: z.string(),
  /** The admin who recorded a desk payment, and the day it was taken. */
  recordedBy: z.string(),
  paidOn: z.string(),
  /** Rupees taken off by a coupon, and its code. */
  discount: z.number(),
  couponCode: z.string(),
  /** Why a payment taken by the gateway was not settled and must be refunded; empty otherwise. */
  refund: z.string(),
  documents: z.array(
    z.object({ _id: z.string(), number: z.string(), kind: z.enum(['invoice', 'receipt']) }),
  ),
});

export type Transaction = z.infer<typeof transactionSchema>;
