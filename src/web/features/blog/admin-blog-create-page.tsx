import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminBlogCreatePage() {
  return <AdminPageIntro title="Insert Blog">Publish a blog post.</AdminPageIntro>;
}
