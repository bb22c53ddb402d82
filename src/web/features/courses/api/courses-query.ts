import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CourseSummaryDto } from '#common/schemas/courses';
import { api } from '#web/lib/api';
import { courseKeys } from './course-keys';

async function getCourses(signal: AbortSignal): Promise<CourseSummaryDto[]> {
  const { data } = await api.get<{ courses: CourseSummaryDto[] }>('/course', {
    quiet: true,
    signal,
  });
  return data?.courses ?? [];
}

/**
 * The published courses (every course, for an admin); the visitor's list stays on screen while a
 * signed-in user's own loads.
 */
export const coursesQuery = (viewerId = '') =>
  queryOptions({
    queryKey: courseKeys.list(viewerId),
    queryFn: ({ signal }) => getCourses(signal),
    placeholderData: keepPreviousData,
  });
