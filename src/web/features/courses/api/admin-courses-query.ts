import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CourseDto } from '#common/schemas/courses';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';
import { courseKeys } from './course-keys';

async function getCoursesPage(page: number, signal: AbortSignal): Promise<RowsPage<CourseDto>> {
  const envelope = await api.get<{ data: CourseDto[] }>(`/course/courses?page=${page}`, {
    quiet: true,
    signal,
  });
  return { rows: envelope.data?.data ?? [], pages: pageCountOf(envelope.Pages), page };
}

/** One page of every course, published or not (admin). */
export const adminCoursesQuery = (page: number) =>
  queryOptions({
    queryKey: courseKeys.adminPage(page),
    queryFn: ({ signal }) => getCoursesPage(page, signal),
    placeholderData: keepPreviousData,
  });
