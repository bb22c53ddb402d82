import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CourseDto } from '#common/schemas/courses';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';
import { courseKeys } from './course-keys';

async function getCoursesPage(
  page: number,
  view: string,
  signal: AbortSignal,
): Promise<RowsPage<CourseDto>> {
  const envelope = await api.get<{ data: CourseDto[]; more?: boolean }>(
    `/course/courses?page=${page}&${view}`,
    {
      quiet: true,
      signal,
    },
  );
  return {
    rows: envelope.data?.data ?? [],
    pages: pageCountOf(envelope.Pages),
    page,
    more: envelope.data?.more,
  };
}

/** One page of the courses the view asks for, published or not, newest first by default (admin). */
export const adminCoursesQuery = (page: number, view: string) =>
  queryOptions({
    queryKey: courseKeys.adminPage(page, view),
    queryFn: ({ signal }) => getCoursesPage(page, view, signal),
    placeholderData: keepPreviousData,
  });
