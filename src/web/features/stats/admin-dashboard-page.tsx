import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminDashboardPage() {
  return (
    <AdminPageIntro title="Dashboard">
      An overview of students, courses and visitors.
    </AdminPageIntro>
  );
}
