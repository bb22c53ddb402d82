/** What a coupon is now, as the admins' list shows it. */
export const COUPON_STATES = ['Scheduled', 'Active', 'Expired', 'Used up', 'Off'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/**
 * Where a day falls in a coupon's days (YYYY-MM-DD, both ends included, the institute's calendar
 * in India): before them, after them, or within (null). Checkout refuses a code on the same days.
 */
export function couponPeriod(
  coupon: { validFrom: string | null; validTo: string | null },
  today: string,
): 'Scheduled' | 'Expired' | null {
  if (coupon.validFrom && today < coupon.validFrom) return 'Scheduled';
  if (coupon.validTo && today > coupon.validTo) return 'Expired';
  return null;
}

/**
 * A coupon's state on a day (the institute's, `indiaToday()`): switched off, before or after its
 * days, its paid uses at the limit, or else usable, in the order checkout checks them.
 */
export function couponState(
  coupon: {
    active: boolean;
    validFrom: string | null;
    validTo: string | null;
    maxUses: number | null;
    uses: number;
  },
  today: string,
): CouponState {
  if (!coupon.active) return 'Off';
  const period = couponPeriod(coupon, today);
  if (period) return period;
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return 'Used up';
  return 'Active';
}
