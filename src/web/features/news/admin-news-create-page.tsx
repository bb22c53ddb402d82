import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminNewsCreatePage() {
  return (
    <AdminPageIntro title="Insert News">
      Publish a news post with an image, a headline and a description.
    </AdminPageIntro>
  );
}
