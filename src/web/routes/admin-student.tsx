import { useQuery } from '@tanstack/react-query';
import { allCoursesQuery } from '../features/courses/api/all-courses-query';
import { AdminStudentPage } from '../features/users/admin/admin-student-page';

/** The student page, with the courses an admin can grant. */
export function Component() {
  const { data = [] } = useQuery(allCoursesQuery);
  return <AdminStudentPage courses={data.map((c) => ({ id: c._id, title: c.courseTitle }))} />;
}
