import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminCourseCreatePage() {
  return <AdminPageIntro title="Add Course">Create a new course.</AdminPageIntro>;
}
