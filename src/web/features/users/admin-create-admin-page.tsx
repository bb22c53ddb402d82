import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminCreateAdminPage() {
  return (
    <AdminPageIntro title="Create New Admin">
      Give another person access to this dashboard.
    </AdminPageIntro>
  );
}
