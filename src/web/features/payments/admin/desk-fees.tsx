import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatRupees } from '#common/format';
import type { Fee } from '#common/schemas/money';
import { AdminListTable } from '#web/components/admin-list-table';
import type { Column } from '#web/components/data-table';
import { toast } from '#web/lib/toast';
import { useGiveAccess } from '../api/desk-writes';
import { feesQuery } from '../api/fees-query';
import './messages';

function AccessCell({ fee }: { fee: Fee }) {
  const { t } = useLingui();
  const giveAccess = useGiveAccess();
  if (fee.hasAccess)
    return (
      <span className="text-green-800">
        <Trans>Has access</Trans>
      </span>
    );
  const student = fee.user.userName || fee.user.email;
  const course = fee.courseTitle;
  return (
    <button
      type="button"
      className="btn btn-outline px-3 py-1.5 text-xs"
      disabled={giveAccess.isPending}
      aria-label={t`Give access now: ${student}, ${course}`}
      onClick={() =>
        giveAccess
          .mutateAsync({ userId: fee.user._id, courseId: fee.courseId })
          .then(() => toast.success(t`Access given`))
          .catch((error: unknown) =>
            toast.error(error instanceof Error ? error.message : t`Not done.`),
          )
      }
    >
      <Trans>Give access now</Trans>
    </button>
  );
}

const columns: Column<Fee>[] = [
  {
    header: msg`Student`,
    cell: (row) => (
      <>
        <span className="text-ink block font-medium">
          {row.user.userName || <Trans>N/A</Trans>}
        </span>
        <span className="block text-xs break-all text-slate-500">{row.user.email}</span>
      </>
    ),
  },
  { header: msg`Course`, cell: (row) => row.courseTitle, className: 'text-ink' },
  {
    header: msg`Fee`,
    cell: (row) => formatRupees(row.fee),
    className: 'tabular-nums whitespace-nowrap',
  },
  {
    header: msg`Paid`,
    cell: (row) => formatRupees(row.paid),
    className: 'tabular-nums whitespace-nowrap',
  },
  {
    header: msg`Balance due`,
    cell: (row) => (row.balance > 0 ? formatRupees(row.balance) : <Trans>Paid in full</Trans>),
    className: 'tabular-nums whitespace-nowrap font-semibold',
  },
  { header: msg`Access`, cell: (row) => <AccessCell fee={row} /> },
  {
    header: msg`Since`,
    cell: (row) => formatDate(row.createdAt),
    className: 'whitespace-nowrap tabular-nums',
  },
];

/** Fees taken at the desk, with their balances and the "give access now" switch. */
export function DeskFees() {
  const { t } = useLingui();
  return (
    <AdminListTable
      caption={t`Fees paid at the desk`}
      columns={columns}
      rowKey={(row) => row._id}
      emptyText={t`No fees taken at the desk yet.`}
      query={feesQuery}
    />
  );
}
