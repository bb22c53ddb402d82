import { useQuery } from '@tanstack/react-query';
import { allCoursesQuery } from '../features/courses/api/all-courses-query';
import { AdminCouponsPage } from '../features/payments/admin/admin-coupons-page';

/** The payments area's coupons, with the courses area's list of courses. */
export function Component() {
  const { data } = useQuery(allCoursesQuery);
  return <AdminCouponsPage courses={data} />;
}
