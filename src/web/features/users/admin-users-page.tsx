import { useQuery } from '@tanstack/react-query';
import { formatDate } from '#common/format';
import type { UserDto } from '#common/schemas/users';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { DataTable, type Column } from '../../components/data-table';
import { usePageParam } from '../../lib/use-page-param';
import { usersQuery } from './api/users-query';

const columns: Column<UserDto>[] = [
  {
    header: 'Name',
    cell: (user) => user.userName || 'N/A',
    className: 'text-ink font-medium whitespace-nowrap',
  },
  { header: 'Email', cell: (user) => user.email, className: 'whitespace-nowrap' },
  {
    header: 'Mobile',
    cell: (user) => user.mobileNo || 'N/A',
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    header: 'Role',
    cell: (user) => (
      <span
        className={`rounded-full px-2.5 py-1 text-xs font-semibold capitalize ${
          user.role === 'admin' ? 'bg-accent-300/40 text-ink' : 'bg-brand-50 text-brand-700'
        }`}
      >
        {user.role}
      </span>
    ),
  },
  {
    header: 'Joined',
    cell: (user) => formatDate(user.createdAt),
    className: 'whitespace-nowrap tabular-nums',
  },
];

export function AdminUsersPage() {
  const [page, setPage] = usePageParam();
  const { data, status, isPlaceholderData, refetch } = useQuery(usersQuery(page));

  return (
    <div className="space-y-6">
      <AdminPageIntro title="Registered Users">
        Everyone who has an account on the website.
      </AdminPageIntro>
      <DataTable
        caption="Registered users"
        columns={columns}
        rows={data?.users}
        rowKey={(user) => user._id}
        status={status}
        refreshing={isPlaceholderData}
        emptyText="No users have registered yet."
        onRetry={() => void refetch()}
        page={page}
        rowsPage={data?.page}
        pageCount={data?.pages ?? 1}
        onPageChange={setPage}
      />
    </div>
  );
}
