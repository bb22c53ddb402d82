import { Link } from 'react-router';
import type { TeamMemberDto } from '#common/schemas/team';
import { deleteColumn, editColumn, pictureColumn } from '#web/components/admin-columns';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { paths } from '#common/paths';
import { useDeleteMember } from './api/delete-member';
import { teamTableQuery } from './api/team-table-query';

const columnsWith = (remove: (row: TeamMemberDto) => Promise<unknown>): Column<TeamMemberDto>[] => [
  pictureColumn('Photo', (row) => row.image, 'round'),
  {
    header: 'Name',
    cell: (member) => member.name,
    className: 'text-ink font-medium',
    sortKey: 'name',
  },
  { header: 'Position', cell: (member) => member.position, sortKey: 'position' },
  editColumn(
    (row) => paths.admin.teamEdit.getHref(row._id),
    (row) => row.name,
  ),
  deleteColumn({
    remove,
    nameOf: (row) => row.name,
    title: 'Remove this team member?',
    consequence: 'and their photo will be removed from the About page.',
  }),
];

export function AdminTeamPage() {
  const deleteMember = useDeleteMember();
  return (
    <AdminListPage
      title="Team Members"
      intro="The team shown on the About page, in the order it appears there."
      actions={
        <Link to={paths.admin.teamCreate.getHref()} className="btn btn-primary">
          Add Member
        </Link>
      }
      caption="Team members"
      columns={columnsWith((row) => deleteMember.mutateAsync(row._id))}
      rowKey={(member) => member._id}
      emptyText="No team members yet. Add the first one."
      noMatchText="No team members match."
      toolbar={{ searchHint: 'Name or position', exportPath: '/team/export.csv' }}
      query={teamTableQuery}
    />
  );
}
