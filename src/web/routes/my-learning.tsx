import { MyLearningPage } from '../features/courses/my-learning-page';
import { ReviewForm } from '../features/reviews/review-form';

/** The student's courses, and a review they may write about one of them. */
export function Component() {
  return <MyLearningPage>{(purchased) => <ReviewForm courses={purchased} />}</MyLearningPage>;
}
