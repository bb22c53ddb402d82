import { formatDate, formatRupees } from '#common/format';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { PAYMENT_STATUSES, type PaymentStatus, type Transaction } from '#common/schemas/payments';
import { modeLabels, PAYMENT_MODES } from '#common/schemas/money';
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
    sortKey: 'course',
  },
  {
    header: 'Amount (INR)',
    cell: (row) => formatRupees(row.amount),
    className: 'tabular-nums whitespace-nowrap',
    sortKey: 'amount',
  },
  {
    header: 'Status',
    sortKey: 'status',
    cell: (row) =>
      row.refund ? (
        <>
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-amber-900">
            Refund due
          </span>
          <span className="mt-2 block text-xs text-slate-600">{row.refund}</span>
        </>
      ) : (
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
    sortKey: 'date',
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
    sortKey: 'student',
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
      noMatchText="No transactions match."
      toolbar={{
        searchHint: 'Student, e-mail, phone, course or order',
        filters: [
          {
            name: 'status',
            label: 'Status',
            all: 'All statuses',
            options: PAYMENT_STATUSES.map((s) => [s, s[0]?.toUpperCase() + s.slice(1)] as const),
          },
          {
            name: 'mode',
            label: 'Mode',
            all: 'All modes',
            options: PAYMENT_MODES.map((mode) => [mode, modeLabels[mode]] as const),
          },
        ],
        dates: true,
        exportPath: '/payment/export.csv',
      }}
      query={transactionsQuery}
    />
  );
}
