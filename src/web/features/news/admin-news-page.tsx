import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminNewsPage() {
  return <AdminPageIntro title="News">Every news post shown on the website.</AdminPageIntro>;
}
