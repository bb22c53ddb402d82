import { lazyPart } from '../components/lazy-part';
import { CourseDetailPage } from '../features/courses/detail/course-detail-page';
import { CoursePurchase } from '../features/payments/course-purchase';

const DemoClassForm = lazyPart(() =>
  import('../features/enquiries/demo/demo-class-form').then((part) => part.DemoClassForm),
);

const CourseReviews = lazyPart(() =>
  import('../features/reviews/course/course-reviews').then((part) => part.CourseReviews),
);
const ReviewForm = lazyPart(() =>
  import('../features/reviews/course/review-form').then((part) => part.ReviewForm),
);

/**
 * A course, with the payments area's purchase button and, loading their code when they come near
 * the screen, the enquiries area's demo class booking and the reviews area's reviews of the
 * course and its form.
 */
export function Component() {
  return (
    <CourseDetailPage
      purchase={(course) => <CoursePurchase course={course} />}
      demo={(course, upcoming) => <DemoClassForm course={course} batches={upcoming} />}
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
