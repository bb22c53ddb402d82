import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import { formatDate, formatRupees } from '#common/format';
import type { CourseDto } from '#common/schemas/courses';
import { AGE_BUCKETS, type AgeBucket, type DueRow, type DuesFilter } from '#common/schemas/dues';
import { AdminListTable } from '#web/components/admin-list-table';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { Label, useWords, type Column, type Words } from '#web/components/data-table';
import { useListView } from '#web/lib/use-list-view';
import { duesLedgerQuery, duesPageQuery } from '../api/dues-query';
import './messages';

const bucketLabels: Record<AgeBucket, Words> = {
  '0-30': msg`Up to 30 days`,
  '31-60': msg`31–60 days`,
  '61-90': msg`61–90 days`,
  '90+': msg`Over 90 days`,
};

const filterLabels: Record<DuesFilter, Words> = {
  overdue: msg`Anything overdue`,
  '0-30': msg`Overdue up to 30 days`,
  '31-60': msg`Overdue 31–60 days`,
  '61-90': msg`Overdue 61–90 days`,
  '90+': msg`Overdue over 90 days`,
};

const columns: Column<DueRow>[] = [
  {
    header: msg`Student`,
    cell: (row) => (
      <>
        <Link
          to={adminPaths.feeSchedule.getHref(row.feeId)}
          className="text-brand-700 block font-medium underline"
        >
          {row.user.userName}
        </Link>
        <span className="block text-xs break-all text-slate-500">{row.user.email}</span>
      </>
    ),
  },
  { header: msg`Course`, cell: (row) => row.courseTitle, className: 'text-ink' },
  {
    header: msg`Due so far`,
    cell: (row) => formatRupees(row.dueSoFar),
    className: 'tabular-nums whitespace-nowrap',
  },
  {
    header: msg`Paid`,
    cell: (row) => formatRupees(row.paid),
    className: 'tabular-nums whitespace-nowrap',
  },
  {
    header: msg`Outstanding`,
    cell: (row) => formatRupees(row.outstanding),
    className: 'tabular-nums whitespace-nowrap',
  },
  {
    header: msg`Overdue`,
    cell: (row) =>
      row.overdue > 0 ? (
        <>
          <span className="block font-semibold text-red-800">{formatRupees(row.overdue)}</span>
          {AGE_BUCKETS.filter((bucket) => row.ageing[bucket] > 0).map((bucket) => (
            <BucketLine key={bucket} bucket={bucket} amount={row.ageing[bucket]} />
          ))}
        </>
      ) : (
        '—'
      ),
    className: 'tabular-nums whitespace-nowrap',
  },
  {
    header: msg`Next due`,
    cell: (row) =>
      row.nextDue ? (
        <>
          <span className="block">{formatDate(row.nextDue.dueOn)}</span>
          <span className="block text-xs text-slate-500">{formatRupees(row.nextDue.amount)}</span>
        </>
      ) : (
        <Trans>Paid in full</Trans>
      ),
    className: 'whitespace-nowrap',
  },
];

function BucketLine({ bucket, amount }: { bucket: AgeBucket; amount: number }) {
  return (
    <span className="block text-xs text-slate-600">
      <Label words={bucketLabels[bucket]} />: {formatRupees(amount)}
    </span>
  );
}

/** The ledger's totals for the view on screen. */
function DuesTotals() {
  const { t } = useLingui();
  const say = useWords();
  const list = useListView();
  const { data } = useQuery(duesLedgerQuery(list.query));
  if (!data) return null;
  const { totals } = data;
  const cells: [string, number][] = [
    [t`Due so far`, totals.dueSoFar],
    [t`Paid`, totals.paid],
    [t`Outstanding`, totals.outstanding],
    [t`Overdue`, totals.overdue],
    ...AGE_BUCKETS.map((bucket): [string, number] => [
      say(filterLabels[bucket]),
      totals.ageing[bucket],
    ]),
  ];
  return (
    <section aria-labelledby="dues-totals" className="card">
      <h2 id="dues-totals" className="text-ink mb-3 font-semibold">
        <Trans>Totals on {formatDate(data.today)}</Trans>
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cells.map(([label, amount]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-ink font-semibold tabular-nums">{formatRupees(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Dues: every student's fee on an instalment plan, what is owed and how long overdue. */
export function AdminDuesPage({ courses }: { courses: CourseDto[] | undefined }) {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Dues`}>
        {t`Fees on an instalment plan: what has fallen due, what is paid, and what is overdue by how long.`}
      </AdminPageIntro>
      <DuesTotals />
      <AdminListTable
        caption={t`Dues`}
        columns={columns}
        rowKey={(row) => row.feeId}
        emptyText={t`No fee is on an instalment plan yet.`}
        noMatchText={t`No dues match.`}
        toolbar={{
          searchHint: t`Student, e-mail or course`,
          filters: [
            {
              name: 'course',
              label: t`Course`,
              all: t`All courses`,
              options: (courses ?? []).map((course) => [course._id, course.courseTitle] as const),
            },
            {
              name: 'status',
              label: t`Overdue`,
              all: t`All dues`,
              options: (['overdue', ...AGE_BUCKETS] as const).map(
                (filter) => [filter, filterLabels[filter]] as const,
              ),
            },
          ],
          exportPath: '/payment/dues/export.csv',
        }}
        query={duesPageQuery}
      />
    </div>
  );
}
