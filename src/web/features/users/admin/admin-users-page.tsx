import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDate } from '#common/format';
import { adminPaths } from '#common/admin-paths';
import type { UserDto } from '#common/schemas/users';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { usersQuery } from '../api/users-query';
import './messages';

export function AdminUsersPage() {
  const { t } = useLingui();
  const roleLabels = { student: t`student`, admin: t`admin` };
  const columns: Column<UserDto>[] = [
    {
      header: t`Name`,
      cell: (user) => (
        <Link to={adminPaths.student.getHref(user._id)} className="text-brand-700 hover:underline">
          {user.userName || t`N/A`}
        </Link>
      ),
      className: 'text-ink font-medium whitespace-nowrap',
      sortKey: 'name',
    },
    {
      header: t`Email`,
      cell: (user) => user.email,
      className: 'whitespace-nowrap',
      sortKey: 'email',
    },
    {
      header: t`Mobile`,
      cell: (user) => user.mobileNo || t`N/A`,
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: t`Role`,
      cell: (user) => (
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold capitalize ${
            user.role === 'admin' ? 'bg-accent-300/40 text-ink' : 'bg-brand-50 text-brand-700'
          }`}
        >
          {roleLabels[user.role]}
        </span>
      ),
    },
    {
      header: t`Joined`,
      cell: (user) => formatDate(user.createdAt),
      className: 'whitespace-nowrap tabular-nums',
      sortKey: 'date',
    },
    {
      header: t`Account`,
      cell: (user) =>
        user.deactivated ? (
          <span className="rounded-full bg-red-100 px-2.5 py-1 text-xs font-semibold text-red-800">
            <Trans>Deactivated</Trans>
          </span>
        ) : (
          t`Active`
        ),
    },
  ];

  return (
    <AdminListPage
      title={t`Registered Users`}
      intro={t`Everyone who has an account on the website.`}
      caption={t`Registered users`}
      columns={columns}
      rowKey={(user) => user._id}
      emptyText={t`No users have registered yet.`}
      noMatchText={t`No users match.`}
      toolbar={{
        searchHint: t`Name, e-mail or phone`,
        filters: [
          {
            name: 'kind',
            label: t`Role`,
            all: t`All roles`,
            options: [
              ['student', t`Students`],
              ['admin', t`Admins`],
            ],
          },
          {
            name: 'status',
            label: t`Account`,
            all: t`All accounts`,
            options: [
              ['active', t`Active`],
              ['deactivated', t`Deactivated`],
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
