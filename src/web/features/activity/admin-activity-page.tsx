import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '#common/format';
import { activityEntities, type ActivityDto } from '#common/schemas/activity';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { activityQuery } from './api/activity-query';
import './messages';

/** Every admin write, newest first; read-only. */
export function AdminActivityPage() {
  const { t } = useLingui();
  const columns: Column<ActivityDto>[] = [
    {
      header: t`When`,
      cell: (row) => formatDateTime(row.createdAt),
      className: 'whitespace-nowrap tabular-nums',
      sortKey: 'date',
    },
    {
      header: t`Admin`,
      cell: (row) => row.actorName,
      className: 'text-ink font-medium',
      sortKey: 'admin',
    },
    {
      header: t`What`,
      cell: (row) => `${row.entity} ${row.action}`,
      className: 'whitespace-nowrap capitalize',
      sortKey: 'entity',
    },
    { header: t`Summary`, cell: (row) => row.summary, className: 'min-w-64 break-words' },
  ];

  return (
    <AdminListPage
      title={t`Activity`}
      intro={t`Every change an admin made: who, when, what, and what it was before. Entries cannot be changed.`}
      caption={t`Admin activity`}
      columns={columns}
      rowKey={(row) => row._id}
      emptyText={t`No admin changes yet.`}
      noMatchText={t`No activity matches.`}
      toolbar={{
        searchHint: t`Admin, thing or summary`,
        filters: [
          {
            name: 'kind',
            label: t`About`,
            all: t`Everything`,
            options: activityEntities.map((e) => [e, e[0]?.toUpperCase() + e.slice(1)] as const),
          },
        ],
        dates: true,
        exportPath: '/activity/export.csv',
      }}
      query={activityQuery}
    />
  );
}
