import type { Generated, Selectable } from 'kysely';
import type { Flag, Timestamp } from './columns';

/* Orders and desk payments, fees, invoices and coupons. */

export interface PaymentsTable {
  id: string;
  user_id: string;
  course_id: string;
  amount: number;
  currency: string;
  provider: string;
  order_id: string;
  payment_id: string | null;
  status: 'created' | 'paid' | 'failed';
  /** `online` through the gateway, a front-desk mode, or `coupon` for a 100% code. */
  mode: Generated<PaymentMode>;
  /** UPI transaction id, cheque or receipt number (desk payments). */
  reference: string | null;
  /** The day a desk payment was taken, YYYY-MM-DD. */
  paid_on: string | null;
  /**
   * When the payment was made, as Transaction History sorts it: an order's time, or a desk
   * payment's time of entry moved to the day it was taken (`paidAt`, decision 055).
   */
  paid_at: string;
  /** The admin who recorded a desk payment. */
  recorded_by: string | null;
  recorded_by_name: string | null;
  coupon_id: string | null;
  /** Paise taken off the price by the coupon. */
  discount: Generated<number>;
  /** Why a payment the gateway took was not settled and must be refunded (status `failed`). */
  refund_reason: RefundReason | null;
  /** The billing address and state the buyer gave for the invoice, and their GSTIN (B2B). */
  billing_address: string | null;
  billing_state: string | null;
  buyer_gstin: string | null;
  /** When an order left unpaid past its expiry was found unpaid at the gateway a last time. */
  expired_at: Timestamp | null;
  /** The fee part an order made through a pay link pays (decision 054). */
  fee_part_id: string | null;
  /** Paise of a late fee the order includes, charged when it is paid. */
  late_fee: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type RefundReason = 'already_enrolled' | 'coupon_gone' | 'order_expired' | 'part_paid';

export type PaymentMode = 'online' | 'cash' | 'upi' | 'card' | 'bank_transfer' | 'coupon';

/** A fee a student pays at the desk, possibly in parts; the balance is the fee less paid payments. */
export interface CourseFeesTable {
  id: string;
  user_id: string;
  course_id: string;
  /** What the student owes in all: the course's price, less any discount. */
  fee: number;
  /** The instalment plan the fee was taken on, by name; null for none. */
  plan_name: string | null;
  /** Paise taken off the course's price (a discount or scholarship), and why. */
  discount: Generated<number>;
  discount_reason: string | null;
  /** JSON: the late-fee rule of the plan the fee was put on, or null for none. */
  late_fee: string | null;
  created_by: string;
  created_by_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The last serial handed out in each series (`invoice 2025-26`, `receipt 2025-26`). */
export interface InvoiceCountersTable {
  series: string;
  last_serial: number;
}

/** A tax invoice or a receipt, with everything it prints fixed when it was issued. */
export interface InvoicesTable {
  id: string;
  number: string;
  kind: 'invoice' | 'receipt';
  series: string;
  serial: number;
  /** The payment a receipt or a single-payment invoice is for. */
  payment_id: string | null;
  /** The desk fee an invoice completes. */
  fee_id: string | null;
  user_id: string;
  course_id: string;
  /** YYYY-MM-DD, India's date. */
  issued_on: string;
  total: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** JSON: the institute as it was at issue. */
  supplier: string;
  /** JSON: the student as known at issue. */
  recipient: string;
  description: string;
  /** JSON: what it prints of its payment (mode, discount, fee balance …); null before 0029. */
  payment_facts: string | null;
  /** The storage key of the signature picture it was issued with; null for none. */
  signature_image: string | null;
  created_at: Timestamp;
}

export interface CouponsTable {
  id: string;
  /** Upper case. */
  code: string;
  kind: 'percent' | 'flat';
  /** Percent (1-100) or paise. */
  value: number;
  /** The one course it is for; null for every course. */
  course_id: string | null;
  /** YYYY-MM-DD, inclusive, India's dates. */
  valid_from: string | null;
  valid_to: string | null;
  max_uses: number | null;
  per_student: number | null;
  /** Successful payments that used it. */
  uses: Generated<number>;
  active: Flag;
  created_by: string;
  created_by_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A coupon held by an open order (until it expires), used by a paid one, or released. */
export interface CouponRedemptionsTable {
  payment_id: string;
  coupon_id: string;
  user_id: string;
  status: 'held' | 'used' | 'released';
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface PaymentEventsTable {
  event_id: string;
  created_at: Timestamp;
}

export type Invoice = Selectable<InvoicesTable>;
export type Coupon = Selectable<CouponsTable>;
