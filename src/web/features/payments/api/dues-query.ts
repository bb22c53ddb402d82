import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '#common/pagination';
import type { DueRow, DuesLedger } from '#common/schemas/dues';
import { api } from '#web/lib/api';
import type { RowsPage } from '#web/lib/rows-page';
import { moneyKey } from './money-keys';

/** The whole dues ledger of a view (`q=…&course=…&status=…`), with its totals (admin). */
export const duesLedgerQuery = (view: string) =>
  queryOptions({
    queryKey: [...moneyKey, 'dues', view],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<DuesLedger>(`/payment/dues${view && `?${view}`}`, {
        quiet: true,
        signal,
      });
      if (!data) throw new Error('No ledger');
      return data;
    },
    placeholderData: keepPreviousData,
  });

/** One page of the ledger's rows, picked from the whole ledger. */
export const duesPageQuery = (page: number, view = '') =>
  queryOptions({
    ...duesLedgerQuery(view),
    select: (ledger: DuesLedger): RowsPage<DueRow> => ({
      rows: ledger.rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      pages: Math.max(1, Math.ceil(ledger.rows.length / PAGE_SIZE)),
      page,
    }),
  });
