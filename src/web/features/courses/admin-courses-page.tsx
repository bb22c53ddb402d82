import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminCoursesPage() {
  return (
    <AdminPageIntro title="All Courses">Every course, with its publish status.</AdminPageIntro>
  );
}
