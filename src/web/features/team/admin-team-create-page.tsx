import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminTeamCreatePage() {
  return (
    <AdminPageIntro title="Insert Team Member">
      Add a member to the team shown on the About page.
    </AdminPageIntro>
  );
}
