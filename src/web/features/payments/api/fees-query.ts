import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Fee } from '#common/schemas/money';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';
import { moneyKey } from './money-keys';

/** One page of fees taken at the desk, newest first, with their balances (admin). */
export const feesQuery = (page: number) =>
  queryOptions({
    queryKey: [...moneyKey, 'fees', page],
    queryFn: async ({ signal }): Promise<RowsPage<Fee>> => {
      const { data } = await api.get<{ data: Fee[]; pages: number }>(`/payment/fees?page=${page}`, {
        quiet: true,
        signal,
      });
      return { rows: data?.data ?? [], pages: pageCountOf(data?.pages), page };
    },
    placeholderData: keepPreviousData,
  });
