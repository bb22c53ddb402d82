import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { TeamMemberDto } from '#common/schemas/team';
import { deleteColumn, editColumn, pictureColumn } from '#web/components/admin-columns';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { adminPaths } from '#common/admin-paths';
import { useDeleteMember } from '../api/delete-member';
import { teamTableQuery } from '../api/team-table-query';
import './messages';

export function AdminTeamPage() {
  const { t } = useLingui();
  const deleteMember = useDeleteMember();
  const columns: Column<TeamMemberDto>[] = [
    pictureColumn(t`Photo`, (row) => row.image, 'round'),
    {
      header: t`Name`,
      cell: (member) => member.name,
      className: 'text-ink font-medium',
      sortKey: 'name',
    },
    { header: t`Position`, cell: (member) => member.position, sortKey: 'position' },
    editColumn(
      (row) => adminPaths.teamEdit.getHref(row._id),
      (row) => row.name,
    ),
    deleteColumn({
      remove: (row) => deleteMember.mutateAsync(row._id),
      nameOf: (row) => row.name,
      title: t`Remove this team member?`,
      consequence: t`and their photo will be removed from the About page.`,
    }),
  ];
  return (
    <AdminListPage
      title={t`Team Members`}
      intro={t`The team shown on the About page, in the order it appears there.`}
      actions={
        <Link to={adminPaths.teamCreate.getHref()} className="btn btn-primary">
          {t`Add Member`}
        </Link>
      }
      caption={t`Team members`}
      columns={columns}
      rowKey={(member) => member._id}
      emptyText={t`No team members yet. Add the first one.`}
      noMatchText={t`No team members match.`}
      toolbar={{ searchHint: t`Name or position`, exportPath: '/team/export.csv' }}
      query={teamTableQuery}
    />
  );
}
