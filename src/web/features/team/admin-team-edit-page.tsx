import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminTeamEditPage() {
  return (
    <AdminPageIntro title="Update Team Member">
      Change a team member’s photo, name or position.
    </AdminPageIntro>
  );
}
