import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { courseQuery } from '../features/courses/api/course-query';
import { PaymentPage } from '../features/payments/checkout/payment-page';
import { useAuth } from '../lib/auth';

/** `/payment?courseId=…`: the payments checkout for a course the courses area loads. */
export function Component() {
  const [params] = useSearchParams();
  const courseId = params.get('courseId') ?? '';
  const { user } = useAuth();
  const course = useQuery({ ...courseQuery(courseId, user?._id), enabled: Boolean(courseId) });
  return <PaymentPage courseId={courseId} course={course} />;
}
