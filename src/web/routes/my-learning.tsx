import { lazy, Suspense } from 'react';
import { MyLearningPage } from '../features/courses/learning/my-learning-page';
import { MyPayments } from '../features/payments/learning/my-payments';
import { MySchedules } from '../features/payments/learning/my-schedules';
import { ReviewForm } from '../features/reviews/course/review-form';

// Fetched after the page's own code, which keeps My Learning's first download within its budget.
const MyAttendance = lazy(async () => ({
  default: (await import('../features/courses/learning/my-attendance')).MyAttendance,
}));

/** The student's courses, their attendance, instalments, fees and invoices, and a review they may write about a course. */
export function Component() {
  return (
    <MyLearningPage
      footer={
        <div className="space-y-14">
          <Suspense fallback={null}>
            <MyAttendance />
          </Suspense>
          <MySchedules />
          <MyPayments />
        </div>
      }
    >
      {(purchased) => <ReviewForm courses={purchased} />}
    </MyLearningPage>
  );
}
