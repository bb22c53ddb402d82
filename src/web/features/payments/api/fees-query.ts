import type { Fee } from '#common/schemas/money';
import { adminTableQuery } from '#web/lib/admin-table-query';
import { moneyKey } from './money-keys';

/** One page of fees taken at the desk, newest first, with their balances (admin). */
export const feesQuery = adminTableQuery<Fee>({
  path: '/payment/fees',
  rows: 'data',
  key: (page, view) => [...moneyKey, 'fees', page, view],
});
