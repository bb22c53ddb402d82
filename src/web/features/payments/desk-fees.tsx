import { formatDate, formatRupees } from '#common/format';
import type { Fee } from '#common/schemas/money';
import { AdminListTable } from '#web/components/admin-list-table';
import type { Column } from '#web/components/data-table';
import { toast } from '#web/lib/toast';
import { useGiveAccess } from './api/desk-writes';
import { feesQuery } from './api/fees-query';

function AccessCell({ fee }: { fee: Fee }) {
  const giveAccess = useGiveAccess();
  if (fee.hasAccess) return <span className="text-green-800">Has access</span>;
  return (
    <button
      type="button"
      className="btn btn-outline px-3 py-1.5 text-xs"
      disabled={giveAccess.isPending}
      aria-label={`Give access now: ${fee.user.userName || fee.user.email}, ${fee.courseTitle}`}
      onClick={() =>
        giveAccess
          .mutateAsync({ userId: fee.user._id, courseId: fee.courseId })
          .then(() => toast.success('Access given'))
          .catch((error: unknown) =>
            toast.error(error instanceof Error ? error.message : 'Not done.'),
          )
      }
    >
      Give access now
    </button>
  );
}

const columns: Column<Fee>[] = [
  {
    header: 'Student',
    cell: (row) => (
      <>
        <span className="text-ink block font-medium">{row.user.userName || 'N/A'}</span>
        <span className="block text-xs break-all text-slate-500">{row.user.email}</span>
      </>
    ),
  },
  { header: 'Course', cell: (row) => row.courseTitle, className: 'text-ink' },
  {
    header: 'Fee',
    cell: (row) => formatRupees(row.fee),
    className: 'tabular-nums whitespace-nowrap',
  },
  {
    header: 'Paid',
    cell: (row) => formatRupees(row.paid),
    className: 'tabular-nums whitespace-nowrap',
  },
  {
    header: 'Balance due',
    cell: (row) => (row.balance > 0 ? formatRupees(row.balance) : 'Paid in full'),
    className: 'tabular-nums whitespace-nowrap font-semibold',
  },
  { header: 'Access', cell: (row) => <AccessCell fee={row} /> },
  {
    header: 'Since',
    cell: (row) => formatDate(row.createdAt),
    className: 'whitespace-nowrap tabular-nums',
  },
];

/** Fees taken at the desk, with their balances and the "give access now" switch. */
export function DeskFees() {
  return (
    <AdminListTable
      caption="Fees paid at the desk"
      columns={columns}
      rowKey={(row) => row._id}
      emptyText="No fees taken at the desk yet."
      query={feesQuery}
    />
  );
}
