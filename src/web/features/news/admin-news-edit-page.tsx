import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminNewsEditPage() {
  return (
    <AdminPageIntro title="Update News">
      Change the image or the text of a news post.
    </AdminPageIntro>
  );
}
