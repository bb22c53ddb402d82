import { queryOptions } from '@tanstack/react-query';
import type { CourseDto } from '#common/schemas/courses';
import { api } from '#web/lib/api';
import { courseKeys } from './course-keys';

async function getAllCourses(signal: AbortSignal) {
  const { data } = await api.get<{ data: CourseDto[] }>('/course/courses', { quiet: true, signal });
  return data?.data ?? [];
}

/** Every course with its files, for the admin's course pickers and file lists. */
export const allCoursesQuery = queryOptions({
  queryKey: courseKeys.adminAll,
  queryFn: ({ signal }) => getAllCourses(signal),
});
