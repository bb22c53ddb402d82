import type { CouponDto, CouponInput } from '#common/schemas/money';
import { api } from '#web/lib/api';
import { adminTableQuery } from '#web/lib/admin-table-query';
import { useWrite } from '#web/lib/use-write';
import { moneyKey } from './money-keys';

/** One page of coupons, newest first (admin). */
export const couponsQuery = adminTableQuery<CouponDto>({
  path: '/payment/coupons',
  rows: 'data',
  key: (page, view) => [...moneyKey, 'coupons', page, view],
});

export const useCreateCoupon = () =>
  useWrite(
    (input: CouponInput) => api.post<CouponDto>('/payment/coupons', input, { quiet: true }),
    moneyKey,
  );

export const useSetCouponActive = () =>
  useWrite(
    ({ id, active }: { id: string; active: boolean }) =>
      api.patch<CouponDto>(
        `/payment/coupons/${encodeURIComponent(id)}`,
        { active },
        { quiet: true },
      ),
    moneyKey,
  );
