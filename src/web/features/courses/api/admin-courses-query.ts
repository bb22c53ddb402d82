import type { CourseDto } from '#common/schemas/courses';
import { adminTableQuery } from '#web/lib/admin-table-query';
import { courseKeys } from './course-keys';

/** One page of the courses the view asks for, published or not, newest first by default (admin). */
export const adminCoursesQuery = adminTableQuery<CourseDto>({
  path: '/course/courses',
  rows: 'data',
  key: courseKeys.adminPage,
});
