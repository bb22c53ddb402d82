import { Link } from 'react-router';
import { formatDate } from '#common/format';
import { paths } from '#common/paths';
import type { UserDto } from '#common/schemas/users';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { usersQuery } from '../api/users-query';

const columns: Column<UserDto>[] = [
  {
    header: 'Name',
    cell: (user) => (
      <Link to={paths.admin.student.getHref(user._id)} className="text-brand-700 hover:underline">
        {user.userName || 'N/A'}
      </Link>
    ),
    className: 'text-ink font-medium whitespace-nowrap',
    sortKey: 'name',
  },
  { header: 'Email', cell: (user) => user.email, className: 'whitespace-nowrap', sortKey: 'email' },
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
    sortKey: 'date',
  },
  {
    header: 'Account',
    cell: (user) =>
      user.deactivated ? (
        <span className="rounded-full bg-red-100 px-2.5 py-1 text-xs font-semibold text-red-800">
          Deactivated
        </span>
      ) : (
        'Active'
      ),
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
      noMatchText="No users match."
      toolbar={{
        searchHint: 'Name, e-mail or phone',
        filters: [
          {
            name: 'kind',
            label: 'Role',
            all: 'All roles',
            options: [
              ['student', 'Students'],
              ['admin', 'Admins'],
            ],
          },
          {
            name: 'status',
            label: 'Account',
            all: 'All accounts',
            options: [
              ['active', 'Active'],
              ['deactivated', 'Deactivated'],
            ],
          },
        ],
        dates: true,
        exportPath: '/user/export.csv',
      }}
      query={usersQuery}
    />
  );
}
