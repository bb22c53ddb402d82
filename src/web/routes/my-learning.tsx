import { lazyPart } from '../components/lazy-part';
import { MyLearningPage } from '../features/courses/learning/my-learning-page';
import { MyPayments } from '../features/payments/learning/my-payments';
import { MySchedules } from '../features/payments/learning/my-schedules';
import { ReviewForm } from '../features/reviews/course/review-form';

// Classes and attendance load as parts of their own, after the page: not every student is in a
// batch, and My Learning's first download stays within its budget.
const MyClasses = lazyPart(() =>
  import('../features/courses/timetable/my-classes').then((part) => part.MyClasses),
);
const MyAttendance = lazyPart(() =>
  import('../features/courses/learning/my-attendance').then((part) => part.MyAttendance),
);

/** The student's courses, their classes and attendance, instalments, fees and invoices, and a review they may write about a course. */
export function Component() {
  return (
    <MyLearningPage
      footer={
        <div className="space-y-14">
          <MyClasses />
          <MyAttendance />
          <MySchedules />
          <MyPayments />
        </div>
      }
    >
      {(purchased) => <ReviewForm courses={purchased} />}
    </MyLearningPage>
  );
}
