import { CourseDetailPage } from '../features/courses/course-detail-page';
import { DemoClassForm } from '../features/enquiries/demo-class-form';
import { CoursePurchase } from '../features/payments/course-purchase';
import { CourseReviews } from '../features/reviews/course-reviews';
import { ReviewForm } from '../features/reviews/review-form';

/**
 * A course, with the payments area's purchase button, the enquiries area's demo class booking
 * and the reviews area's reviews of the course and form.
 */
export function Component() {
  return (
    <CourseDetailPage
      purchase={(course) => <CoursePurchase course={course} />}
      demo={(course, upcoming) => (
        <DemoClassForm courseId={course._id} courseTitle={course.courseTitle} batches={upcoming} />
      )}
    >
      {(course) => (
        <>
          <CourseReviews courseId={course._id} />
          <ReviewForm courses={[course]} courseId={course._id} />
        </>
      )}
    </CourseDetailPage>
  );
}
