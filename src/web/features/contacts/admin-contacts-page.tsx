import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminContactsPage() {
  return (
    <AdminPageIntro title="Contact Queries">
      Messages sent through the Contact Us form.
    </AdminPageIntro>
  );
}
