import { useQuery } from '@tanstack/react-query';
import { allCoursesQuery } from '../features/courses/api/all-courses-query';
import { AdminFeePlansPage } from '../features/payments/admin/admin-fee-plans-page';

/** The payments area's instalment plans, with the courses area's list of courses. */
export function Component() {
  const { data } = useQuery(allCoursesQuery);
  return <AdminFeePlansPage courses={data} />;
}
