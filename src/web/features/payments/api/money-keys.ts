/** Query keys of fees, documents, coupons and the desk's lookups: one write refreshes them all. */
export const moneyKey = ['money'] as const;
