import { MyAttendance } from '../features/courses/learning/my-attendance';
import { MyLearningPage } from '../features/courses/learning/my-learning-page';
import { MyPayments } from '../features/payments/learning/my-payments';
import { MySchedules } from '../features/payments/learning/my-schedules';
import { ReviewForm } from '../features/reviews/course/review-form';

/** The student's courses, their attendance, instalments, fees and invoices, and a review they may write about a course. */
export function Component() {
  return (
    <MyLearningPage
      footer={
        <div className="space-y-14">
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
