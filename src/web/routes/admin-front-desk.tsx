import { useQuery } from '@tanstack/react-query';
import { allCoursesQuery } from '../features/courses/api/all-courses-query';
import { AdminFrontDeskPage } from '../features/payments/admin/admin-front-desk-page';

/** The payments area's front desk, with the courses area's list of courses. */
export function Component() {
  const { data } = useQuery(allCoursesQuery);
  return <AdminFrontDeskPage courses={data} />;
}
