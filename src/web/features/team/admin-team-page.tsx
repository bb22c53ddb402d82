import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminTeamPage() {
  return <AdminPageIntro title="Team Members">The team shown on the About page.</AdminPageIntro>;
}
