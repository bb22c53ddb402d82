import type { Transaction } from '#common/schemas/payments';
import { adminTableQuery } from '#web/lib/admin-table-query';

/** One page of the course purchase attempts the view asks for, newest first by default (admin). */
export const transactionsQuery = adminTableQuery<Transaction>({
  path: '/payment',
  rows: 'data',
  key: (page, view) => ['transactions', page, view],
});
