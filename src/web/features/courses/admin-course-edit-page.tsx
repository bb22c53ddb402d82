import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminCourseEditPage() {
  return (
    <AdminPageIntro title="Update Course">
      Change a course’s image or details, or delete it.
    </AdminPageIntro>
  );
}
