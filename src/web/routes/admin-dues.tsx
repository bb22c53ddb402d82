import { useQuery } from '@tanstack/react-query';
import { allCoursesQuery } from '../features/courses/api/all-courses-query';
import { AdminDuesPage } from '../features/payments/admin/admin-dues-page';

/** The payments area's dues ledger, with the courses area's list of courses for its filter. */
export function Component() {
  const { data } = useQuery(allCoursesQuery);
  return <AdminDuesPage courses={data} />;
}
