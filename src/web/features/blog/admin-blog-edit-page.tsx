import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminBlogEditPage() {
  return (
    <AdminPageIntro title="Update Blog">
      Change the image or the text of a blog post.
    </AdminPageIntro>
  );
}
