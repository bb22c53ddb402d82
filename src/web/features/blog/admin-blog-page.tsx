import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminBlogPage() {
  return <AdminPageIntro title="Blogs">Every blog post shown on the website.</AdminPageIntro>;
}
