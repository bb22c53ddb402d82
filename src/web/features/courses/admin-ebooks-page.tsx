import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminEbooksPage() {
  return (
    <AdminPageIntro title="Add EBook">
      Upload e-books for a course and manage the existing ones.
    </AdminPageIntro>
  );
}
