import { lazyPart } from '../components/lazy-part';
import { CourseDetailPage } from '../features/courses/detail/course-detail-page';
import { DemoClassForm } from '../features/enquiries/demo-class-form';
import { CoursePurchase } from '../features/payments/course-purchase';

const CourseReviews = lazyPart(() =>
  import('../features/reviews/course/course-reviews').then((part) => part.CourseReviews),
);
const ReviewForm = lazyPart(() =>
  import('../features/reviews/course/review-form').then((part) => part.ReviewForm),
);

/**
 * A course, with the payments area's purchase button, the enquiries area's demo class booking
 * and, loading their code when they come near the screen, the reviews area's reviews of the
 * course and its form.
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
