import { queryOptions } from '@tanstack/react-query';
import type { MyMoney } from '#common/schemas/money';
import { api } from '#web/lib/api';
import { moneyKey } from './money-keys';

/** The logged-in student's desk fees (balances due) and invoices and receipts. */
export const myMoneyQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...moneyKey, 'mine', userId],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<MyMoney>('/payment/mine', { quiet: true, signal });
      return data ?? { fees: [], documents: [] };
    },
    enabled: Boolean(userId),
  });

/** Where a document's PDF downloads from (the session cookie goes with the link). */
export const documentHref = (id: string) =>
  `/api/v1/payment/documents/${encodeURIComponent(id)}/pdf`;
