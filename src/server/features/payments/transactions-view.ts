import { sql, type SqlBool } from 'kysely';
import { TRANSACTION_FILTERS } from '#common/schemas/payments';
import { expiredOrder, isPastExpiry, orderStillOpen } from '#server/db/order-expiry';
import { formatPaymentDate } from '#common/format';
import { modeLabels, PAYMENT_MODES } from '#common/schemas/money';
import type { Db } from '#server/db/database';
import { csvRupees, type CsvColumn } from '../csv-export';
import { matchesSearch, type ListView } from '../list-view';
import { refundNotes } from './refunds';
import type { paymentsQuery } from './repo';

type TransactionRow = Awaited<
  ReturnType<ReturnType<typeof paymentsQuery>['executeTakeFirstOrThrow']>
>;

/**
 * Orders found by their order or payment id, their buyer's name, e-mail or phone, or their
 * course's title: each through its own table's index, united by id.
 */
function searchTransactions(db: Db, q: string) {
  const ids = db
    .selectFrom('payments')
    .select('payments.id')
    .where(matchesSearch(db, 'payments', q))
    .union(
      db
        .selectFrom('payments')
        .select('payments.id')
        .where(
          'payments.user_id',
          'in',
          db
            .selectFrom('users')
            .select('users.id')
            .where(matchesSearch(db, 'users', q)),
        ),
    )
    .union(
      db
        .selectFrom('payments')
        .select('payments.id')
        .where(
          'payments.course_id',
          'in',
          db
            .selectFrom('courses')
            .select('courses.id')
            .where(matchesSearch(db, 'courses', q)),
        ),
    );
  return sql<SqlBool>`payments.id in (${ids})`;
}

/**
 * The Transaction History table: search, status, mode, course and date filters, sortable columns;
 * newest payment first (by `paid_at`: the day a desk payment was taken, an order's time).
 */
export const transactionsView: ListView = {
  id: 'payments.id',
  sorts: {
    date: 'payments.paid_at',
    amount: 'payments.amount',
    status: 'payments.status',
    course: 'courses.course_title',
    student: 'users.user_name',
  },
  defaultSort: 'date',
  search: searchTransactions,
  status: {
    values: TRANSACTION_FILTERS,
    column: (status) => {
      if (status === 'expired') return expiredOrder();
      if (status === 'created') return orderStillOpen();
      return sql<SqlBool>`payments.status = ${status}`;
    },
    unchosen: () => sql<SqlBool>`not ${expiredOrder()}`,
  },
  mode: { column: 'payments.mode', values: PAYMENT_MODES },
  course: 'payments.course_id',
  date: 'payments.created_at',
  dayFirst: 'payments.paid_on',
};

export const transactionsCsv: CsvColumn<TransactionRow>[] = [
  {
    header: 'Date',
    value: (row) => formatPaymentDate({ paidOn: row.paid_on ?? '', createdAt: row.created_at }),
  },
  { header: 'Course Name', value: (row) => row.course_title },
  { header: 'Student', value: (row) => row.user_name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Amount (INR)', value: (row) => csvRupees(row.amount) },
  {
    header: 'Status',
    value: (row) => (isPastExpiry(row) && row.status === 'created' ? 'expired' : row.status),
  },
  { header: 'PaymentID', value: (row) => row.payment_id },
  { header: 'OrderID', value: (row) => row.order_id },
  { header: 'Mode', value: (row) => modeLabels[row.mode] },
  { header: 'Reference', value: (row) => row.reference ?? '' },
  { header: 'Recorded by', value: (row) => row.recorded_by_name ?? '' },
  { header: 'Refund', value: (row) => (row.refund_reason ? refundNotes[row.refund_reason] : '') },
];
