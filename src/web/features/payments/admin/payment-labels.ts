import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentStatus } from '#common/schemas/payments';
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

/** How the transactions' status filter names a payment's status. */
export const statusLabels: Record<PaymentStatus, MessageDescriptor> = {
  paid: msg`Paid`,
  failed: msg`Failed`,
  created: msg`Created`,
};

/** A payment's status in its row, as stored (the badge capitalises it in English). */
export const statusBadges: Record<PaymentStatus, MessageDescriptor> = {
  paid: msg`paid`,
  failed: msg`failed`,
  created: msg`created`,
};

/** How the coupons' list names a coupon's state. */
export const couponStateLabels: Record<CouponState, MessageDescriptor> = {
  Scheduled: msg`Scheduled`,
  Active: msg`Active`,
  Expired: msg`Expired`,
  'Used up': msg`Used up`,
  Off: msg`Off`,
};
