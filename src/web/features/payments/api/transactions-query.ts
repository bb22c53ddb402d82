import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Transaction } from '#common/schemas/payments';
import { api } from '../../../lib/api';

async function getTransactions(page: number, signal: AbortSignal) {
  const { data } = await api.get<{ data: Transaction[]; pages: number }>(`/payment?page=${page}`, {
    quiet: true,
    signal,
  });
  return { transactions: data?.data ?? [], pages: data?.pages ?? 1, page };
}

/** One page of every course purchase attempt, newest first (admin). */
export const transactionsQuery = (page: number) =>
  queryOptions({
    queryKey: ['transactions', page],
    queryFn: ({ signal }) => getTransactions(page, signal),
    placeholderData: keepPreviousData,
  });
