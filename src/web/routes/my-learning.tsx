import { lazyPart } from '../components/lazy-part';
import { MyLearningPage } from '../features/courses/learning/my-learning-page';
import { MyPayments } from '../features/payments/learning/my-payments';
import { MySchedules } from '../features/payments/learning/my-schedules';
import { ReviewForm } from '../features/reviews/course/review-form';

// The classes and calendar feed load as their own part: not every student is in a batch.
const MyClasses = lazyPart(() =>
  import('../features/courses/timetable/my-classes').then((part) => part.MyClasses),
);

/** The student's courses, their classes, their instalments, fees and invoices, and a review they may write about a course. */
export function Component() {
  return (
    <MyLearningPage
      footer={
        <div className="space-y-14">
          <MyClasses />
          <MySchedules />
          <MyPayments />
        </div>
      }
    >
      {(purchased) => <ReviewForm courses={purchased} />}
    </MyLearningPage>
  );
}
