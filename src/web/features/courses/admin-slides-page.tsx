import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminSlidesPage() {
  return (
    <AdminPageIntro title="Add PPT">
      Upload slide decks for a course and manage the existing ones.
    </AdminPageIntro>
  );
}
