import { formatDateTime } from '#common/format';
import { activityEntities, type ActivityDto } from '#common/schemas/activity';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { activityQuery } from './api/activity-query';

const columns: Column<ActivityDto>[] = [
  {
    header: 'When',
    cell: (row) => formatDateTime(row.createdAt),
    className: 'whitespace-nowrap tabular-nums',
    sortKey: 'date',
  },
  {
    header: 'Admin',
    cell: (row) => row.actorName,
    className: 'text-ink font-medium',
    sortKey: 'admin',
  },
  {
    header: 'What',
    cell: (row) => `${row.entity} ${row.action}`,
    className: 'whitespace-nowrap capitalize',
    sortKey: 'entity',
  },
  { header: 'Summary', cell: (row) => row.summary, className: 'min-w-64 break-words' },
];

/** Every admin write, newest first; read-only. */
export function AdminActivityPage() {
  return (
    <AdminListPage
      title="Activity"
      intro="Every change an admin made: who, when, what, and what it was before. Entries cannot be changed."
      caption="Admin activity"
      columns={columns}
      rowKey={(row) => row._id}
      emptyText="No admin changes yet."
      noMatchText="No activity matches."
      toolbar={{
        searchHint: 'Admin, thing or summary',
        filters: [
          {
            name: 'kind',
            label: 'About',
            all: 'Everything',
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
