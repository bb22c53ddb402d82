import type { ListViewQuery } from '#common/schemas/list-view';
import type { Db } from '../../db/database';
import { pageOfView } from '../list-view';
import { countedPayments, documentsOfPayments, paymentsQuery } from './repo';
import { transactionsView } from './transactions-view';

/** A page of the admins' transactions table, each order with its invoices and receipts. */
export async function listTransactions(db: Db, params: ListViewQuery) {
  const page = await pageOfView(
    db,
    paymentsQuery(db),
    transactionsView,
    params,
    countedPayments(db),
  );
  const documents = await documentsOfPayments(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      documents: documents.filter((doc) => doc.payment_id === row.id),
    })),
  };
}
