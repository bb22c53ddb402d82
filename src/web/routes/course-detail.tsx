import { CourseDetailPage } from '../features/courses/course-detail-page';
import { CoursePurchase } from '../features/payments/course-purchase';
import { ReviewForm } from '../features/reviews/review-form';

/** A course, with the payments area's purchase button and the reviews area's form. */
export function Component() {
  return (
    <CourseDetailPage purchase={(course) => <CoursePurchase course={course} />}>
      {(course) => <ReviewForm courses={[course]} courseId={course._id} />}
    </CourseDetailPage>
  );
}
