import { AdminPageIntro } from '../../components/admin-page-intro';

export function AdminSyllabusPage() {
  return (
    <AdminPageIntro title="Add Syllabus">
      Upload syllabus files for a course and manage the existing ones.
    </AdminPageIntro>
  );
}
