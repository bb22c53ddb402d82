import { queryOptions } from '@tanstack/react-query';
import type { CourseFilterOptions } from '#common/schemas/course-search';
import { api } from '#web/lib/api';
import { courseKeys } from './course-keys';

async function getFilterOptions(signal: AbortSignal): Promise<CourseFilterOptions> {
  const { data } = await api.get<CourseFilterOptions>('/course/filters', { quiet: true, signal });
  return (
    data ?? {
      categories: [],
      categoriesHi: [],
      languages: [],
      languagesHi: [],
      lowestPrice: 0,
      highestPrice: 0,
    }
  );
}

/** The categories, languages and prices the finder's filters offer. */
export const courseFiltersQuery = queryOptions({
  queryKey: courseKeys.filters,
  queryFn: ({ signal }) => getFilterOptions(signal),
});
