import { formatDate, formatRupees } from '#common/format';
import { AdminListPage } from '../../components/admin-list-page';
import type { Column } from '../../components/data-table';
import type { PaymentStatus, Transaction } from '#common/schemas/payments';
import { modeLabels } from '#common/schemas/money';
import { documentHref } from './api/my-money-query';
import { transactionsQuery } from './api/transactions-query';

const badge: Record<PaymentStatus, string> = {
  paid: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  created: 'bg-slate-100 text-slate-700',
};

const columns: Column<Transaction>[] = [
  {
    header: 'Course Name',
    cell: (row) => row.courseId.courseTitle,
    className: 'text-ink font-medium',
  },
  {
    header: 'Amount (INR)',
    cell: (row) => formatRupees(row.amount),
    className: 'tabular-nums whitespace-nowrap',
  },
  {
    header: 'Status',
    cell: (row) => (
      <span
        className={`rounded-full px-2.5 py-1 text-xs font-semibold capitalize ${badge[row.paymentStatus]}`}
      >
        {row.paymentStatus}
      </span>
    ),
  },
  {
    header: 'Mode',
    cell: (row) => (
      <>
        <span className="text-ink block font-medium">{modeLabels[row.mode]}</span>
        {row.reference && (
          <span className="block font-mono text-xs break-all text-slate-500">{row.reference}</span>
        )}
        {row.couponCode && (
          <span className="block text-xs text-green-800">
            {row.couponCode} −{formatRupees(row.discount)}
          </span>
        )}
        {row.recordedBy && (
          <span className="block text-xs text-slate-500">By {row.recordedBy}</span>
        )}
      </>
    ),
  },
  {
    header: 'PaymentID',
    cell: (row) => row.paymentId || '—',
    className: 'font-mono text-xs break-all',
  },
  {
    header: 'Date',
    cell: (row) => formatDate(row.createdAt),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    header: 'Invoice',
    cell: (row) =>
      row.documents.length === 0
        ? '—'
        : row.documents.map((doc) => (
            <a
              key={doc._id}
              href={documentHref(doc._id)}
              download
              className="text-brand-700 block font-mono text-xs whitespace-nowrap underline"
              aria-label={`Download ${doc.kind} ${doc.number}`}
            >
              {doc.number}
            </a>
          )),
  },
  {
    header: 'Student',
    cell: (row) => (
      <>
        <span className="text-ink block font-medium">{row.user.userName || 'N/A'}</span>
        <span className="block text-xs break-all text-slate-500">{row.user.email}</span>
      </>
    ),
  },
];

export function AdminTransactionsPage() {
  return (
    <AdminListPage
      title="Transaction History"
      intro="Course purchases online and payments at the front desk, with their status and invoices."
      caption="Transactions"
      columns={columns}
      rowKey={(row) => row._id}
      emptyText="No purchases yet."
      query={transactionsQuery}
    />
  );
}
