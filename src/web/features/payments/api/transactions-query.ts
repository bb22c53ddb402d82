import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Transaction } from '#common/schemas/payments';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';

async function getTransactions(page: number, signal: AbortSignal): Promise<RowsPage<Transaction>> {
  const { data } = await api.get<{ data: Transaction[]; pages: number }>(`/payment?page=${page}`, {
    quiet: true,
    signal,
  });
  return { rows: data?.data ?? [], pages: pageCountOf(data?.pages), page };
}

/** One page of every course purchase attempt, newest first (admin). */
export const transactionsQuery = (page: number) =>
  queryOptions({
    queryKey: ['transactions', page],
    queryFn: ({ signal }) => getTransactions(page, signal),
    placeholderData: keepPreviousData,
  });
