import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CourseSummaryDto } from '#common/schemas/courses';
import { api } from '#web/lib/api';
import { courseKeys } from './course-keys';

export interface CourseResults {
  courses: CourseSummaryDto[];
  total: number;
  Pages: number;
}

async function searchCourses(query: string, signal: AbortSignal): Promise<CourseResults> {
  const { data } = await api.get<CourseResults>(`/course?${query}`, { quiet: true, signal });
  return data ?? { courses: [], total: 0, Pages: 1 };
}

/**
 * A page of the course finder's results for a query string (search, filters, sort, page); the
 * last results stay on screen while the next ones load.
 */
export const courseSearchQuery = (query: string, viewerId = '') =>
  queryOptions({
    queryKey: courseKeys.search(viewerId, query),
    queryFn: ({ signal }) => searchCourses(query, signal),
    placeholderData: keepPreviousData,
  });
