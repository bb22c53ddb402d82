import { formatDate } from '#common/format';
import type { UserDto } from '#common/schemas/users';
import { AdminListPage } from '../../components/admin-list-page';
import type { Column } from '../../components/data-table';
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
  return (
    <AdminListPage
      title="Registered Users"
      intro="Everyone who has an account on the website."
      caption="Registered users"
      columns={columns}
      rowKey={(user) => user._id}
      emptyText="No users have registered yet."
      query={usersQuery}
    />
  );
}
