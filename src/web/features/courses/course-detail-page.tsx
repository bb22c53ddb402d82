import { PageIntro } from '../../components/page-intro';

export function CourseDetailPage() {
  return (
    <PageIntro title="Course Details">
      Everything about this course: what you will learn, who teaches it, its price and its
      resources.
    </PageIntro>
  );
}
