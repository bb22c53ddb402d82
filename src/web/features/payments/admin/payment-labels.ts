import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TransactionFilter } from '#common/schemas/payments';
import type { CouponState } from '#common/coupons';
import type { PaymentMode } from '#common/schemas/money';
import './messages';

/** How the staff's screens name a payment's mode, as messages (`t(…)`). */
export const modeLabels: Record<PaymentMode, MessageDescriptor> = {
  online: msg`Online`,
  cash: msg`Cash`,
  upi: msg`UPI`,
  card: msg`Card at the desk`,
  bank_transfer: msg`Bank transfer`,
  coupon: msg`Coupon`,
};

/** How the transactions' status filter names a payment's status, or an expired order. */
export const statusLabels: Record<TransactionFilter, MessageDescriptor> = {
  paid: msg`Paid`,
  failed: msg`Failed`,
  created: msg`Created`,
  expired: msg`Expired`,
};

/** A payment's status in its row, as stored (the badge capitalises it in English). */
export const statusBadges: Record<TransactionFilter, MessageDescriptor> = {
  paid: msg`paid`,
  failed: msg`failed`,
  created: msg`created`,
  expired: msg`expired`,
};

/** How the coupons' list names a coupon's state. */
export const couponStateLabels: Record<CouponState, MessageDescriptor> = {
  Scheduled: msg`Scheduled`,
  Active: msg`Active`,
  Expired: msg`Expired`,
  'Used up': msg`Used up`,
  Off: msg`Off`,
};
