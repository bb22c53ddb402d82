import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CouponDto, CouponInput } from '#common/schemas/money';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';
import { useWrite } from '../../../lib/use-write';
import { moneyKey } from './money-keys';

/** One page of coupons, newest first (admin). */
export const couponsQuery = (page: number) =>
  queryOptions({
    queryKey: [...moneyKey, 'coupons', page],
    queryFn: async ({ signal }): Promise<RowsPage<CouponDto>> => {
      const { data } = await api.get<{ data: CouponDto[]; pages: number }>(
        `/payment/coupons?page=${page}`,
        { quiet: true, signal },
      );
      return { rows: data?.data ?? [], pages: pageCountOf(data?.pages), page };
    },
    placeholderData: keepPreviousData,
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
