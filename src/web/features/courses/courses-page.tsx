import { PageIntro } from '../../components/page-intro';

export function CoursesPage() {
  return (
    <PageIntro title="Our Courses">
      Browse every course we teach, online and in our classrooms, and enrol in the one that suits
      you.
    </PageIntro>
  );
}
