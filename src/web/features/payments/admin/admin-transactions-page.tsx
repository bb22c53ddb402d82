import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatPaymentDate, formatRupees } from '#common/format';
import { AdminListPage } from '#web/components/admin-list-page';
import { Label, type Column } from '#web/components/data-table';
import {
  TRANSACTION_FILTERS,
  type Transaction,
  type TransactionFilter,
} from '#common/schemas/payments';
import { PAYMENT_MODES } from '#common/schemas/money';
import { documentHref } from '../api/my-money-query';
import { transactionsQuery } from '../api/transactions-query';
import { modeLabels, statusBadges, statusLabels } from './payment-labels';
import './messages';

const badge: Record<TransactionFilter, string> = {
  paid: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  created: 'bg-slate-100 text-slate-700',
  expired: 'bg-slate-100 text-slate-500',
};

/** A payment's invoice or receipt, downloaded. */
function DocumentLink({ document }: { document: Transaction['documents'][number] }) {
  const { t } = useLingui();
  const { number } = document;
  return (
    <a
      href={documentHref(document._id)}
      download
      className="text-brand-700 block font-mono text-xs whitespace-nowrap underline"
      aria-label={
        document.kind === 'invoice' ? t`Download invoice ${number}` : t`Download receipt ${number}`
      }
    >
      {number}
    </a>
  );
}

function StatusBadge({ status }: { status: TransactionFilter }) {
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold capitalize ${badge[status]}`}>
      <Label words={statusBadges[status]} />
    </span>
  );
}

const columns: Column<Transaction>[] = [
  {
    header: msg`Course Name`,
    cell: (row) => row.courseId.courseTitle,
    className: 'text-ink font-medium',
    sortKey: 'course',
  },
  {
    header: msg`Amount (INR)`,
    cell: (row) => formatRupees(row.amount),
    className: 'tabular-nums whitespace-nowrap',
    sortKey: 'amount',
  },
  {
    header: msg`Status`,
    sortKey: 'status',
    cell: (row) =>
      row.refund ? (
        <>
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-amber-900">
            <Trans>Refund due</Trans>
          </span>
          <span className="mt-2 block text-xs text-slate-600">{row.refund}</span>
        </>
      ) : (
        <StatusBadge status={row.expired ? 'expired' : row.paymentStatus} />
      ),
  },
  {
    header: msg`Mode`,
    cell: (row) => (
      <>
        <span className="text-ink block font-medium">
          <Label words={modeLabels[row.mode]} />
        </span>
        {row.reference && (
          <span className="block font-mono text-xs break-all text-slate-500">{row.reference}</span>
        )}
        {row.couponCode && (
          <span className="block text-xs text-green-800">
            {row.couponCode} −{formatRupees(row.discount)}
          </span>
        )}
        {row.recordedBy && (
          <span className="block text-xs text-slate-500">
            <Trans>By {row.recordedBy}</Trans>
          </span>
        )}
      </>
    ),
  },
  {
    header: msg`PaymentID`,
    cell: (row) => row.paymentId || '—',
    className: 'font-mono text-xs break-all',
  },
  {
    header: msg`Date`,
    cell: (row) => formatPaymentDate(row),
    className: 'whitespace-nowrap tabular-nums',
    sortKey: 'date',
  },
  {
    header: msg`Invoice`,
    cell: (row) =>
      row.documents.length === 0
        ? '—'
        : row.documents.map((doc) => <DocumentLink key={doc._id} document={doc} />),
  },
  {
    header: msg`Student`,
    sortKey: 'student',
    cell: (row) => (
      <>
        <span className="text-ink block font-medium">
          {row.user.userName || <Trans>N/A</Trans>}
        </span>
        <span className="block text-xs break-all text-slate-500">{row.user.email}</span>
      </>
    ),
  },
];

export function AdminTransactionsPage() {
  const { t } = useLingui();
  return (
    <AdminListPage
      title={t`Transaction History`}
      intro={t`Course purchases online and payments at the front desk, with their status and invoices.`}
      caption={t`Transactions`}
      columns={columns}
      rowKey={(row) => row._id}
      emptyText={t`No purchases yet.`}
      noMatchText={t`No transactions match.`}
      toolbar={{
        searchHint: t`Student, e-mail, phone, course or order`,
        filters: [
          {
            name: 'status',
            label: t`Status`,
            all: t`All but expired`,
            options: TRANSACTION_FILTERS.map((status) => [status, statusLabels[status]] as const),
          },
          {
            name: 'mode',
            label: t`Mode`,
            all: t`All modes`,
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
