import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Transaction } from '#common/schemas/payments';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';

async function getTransactions(
  page: number,
  view: string,
  signal: AbortSignal,
): Promise<RowsPage<Transaction>> {
  const { data } = await api.get<{ data: Transaction[]; pages: number; more?: boolean }>(
    `/payment?page=${page}&${view}`,
    {
      quiet: true,
      signal,
    },
  );
  return { rows: data?.data ?? [], pages: pageCountOf(data?.pages), page, more: data?.more };
}

/** One page of the course purchase attempts the view asks for, newest first by default (admin). */
export const transactionsQuery = (page: number, view: string) =>
  queryOptions({
    queryKey: ['transactions', page, view],
    queryFn: ({ signal }) => getTransactions(page, view, signal),
    placeholderData: keepPreviousData,
  });
