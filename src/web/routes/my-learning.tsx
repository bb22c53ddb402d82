import { MyLearningPage } from '../features/courses/learning/my-learning-page';
import { MyPayments } from '../features/payments/learning/my-payments';
import { ReviewForm } from '../features/reviews/course/review-form';

/** The student's courses, their fees and invoices, and a review they may write about a course. */
export function Component() {
  return (
    <MyLearningPage footer={<MyPayments />}>
      {(purchased) => <ReviewForm courses={purchased} />}
    </MyLearningPage>
  );
}
