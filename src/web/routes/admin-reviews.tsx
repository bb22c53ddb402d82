import { useQuery } from '@tanstack/react-query';
import { allCoursesQuery } from '../features/courses/api/all-courses-query';
import { AdminReviewsPage } from '../features/reviews/admin/admin-reviews-page';

/** The reviews table, with the courses area's list of courses for its course filter. */
export function Component() {
  const { data } = useQuery(allCoursesQuery);
  return <AdminReviewsPage courses={data} />;
}
