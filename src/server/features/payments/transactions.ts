import type { Db } from '#server/db/database';
import { documentsOfPayments, type paymentsQuery } from './repo';

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentsQuery>['execute']>>[number];

/** Orders of the admins' transactions table, each with its invoices and receipts. */
export async function withDocuments(db: Db, rows: PaymentRow[]) {
  const documents = await documentsOfPayments(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    documents: documents.filter((doc) => doc.payment_id === row.id),
  }));
}
