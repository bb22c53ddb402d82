import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminRegistrationsPage() {
  return (
    <AdminPageIntro title="Registered Students">
      Students who filled in the registration form.
    </AdminPageIntro>
  );
}
