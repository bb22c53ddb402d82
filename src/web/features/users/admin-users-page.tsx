import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminUsersPage() {
  return (
    <AdminPageIntro title="Registered Users">
      Everyone who has an account on the website.
    </AdminPageIntro>
  );
}
