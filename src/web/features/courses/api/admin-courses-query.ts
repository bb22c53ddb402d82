import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CourseDto } from '#common/schemas/courses';
import { api } from '../../../lib/api';

interface CoursesPage {
  data: CourseDto[];
  total: number;
}

async function getCoursesPage(page: number, signal: AbortSignal) {
  const envelope = await api.get<CoursesPage>(`/course/courses?page=${page}`, {
    quiet: true,
    signal,
  });
  const pages = typeof envelope.Pages === 'number' ? envelope.Pages : 1;
  return { courses: envelope.data?.data ?? [], pages, page };
}

async function getAllCourses(signal: AbortSignal) {
  const { data } = await api.get<CoursesPage>('/course/courses', { quiet: true, signal });
  return data?.data ?? [];
}

/** One page of every course, published or not (admin). */
export const adminCoursesQuery = (page: number) =>
  queryOptions({
    queryKey: ['courses', 'admin', 'page', page],
    queryFn: ({ signal }) => getCoursesPage(page, signal),
    placeholderData: keepPreviousData,
  });

/** Every course with its files, for the admin's course pickers and file lists. */
export const allCoursesQuery = queryOptions({
  queryKey: ['courses', 'admin', 'all'],
  queryFn: ({ signal }) => getAllCourses(signal),
});
