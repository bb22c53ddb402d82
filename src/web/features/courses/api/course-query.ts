import { queryOptions } from '@tanstack/react-query';
import type { CourseDto } from '#common/schemas/courses';
import { api, ApiError, isNotFound } from '#web/lib/api';
import { courseKeys } from './course-keys';

async function getCourse(id: string, signal: AbortSignal): Promise<CourseDto> {
  const { data } = await api.get<CourseDto>(`/course/singlecourse/${encodeURIComponent(id)}`, {
    quiet: true,
    signal,
  });
  if (!data) throw new ApiError(404, 'Course not found.');
  return data;
}

/**
 * One course; a missing or unpublished one fails with a 404 `ApiError`, not retried. The same
 * course as the visitor saw it stays on screen while a signed-in user's view of it loads.
 */
export const courseQuery = (id: string, viewerId = '') =>
  queryOptions({
    queryKey: courseKeys.detail(viewerId, id),
    queryFn: ({ signal }) => getCourse(id, signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === id ? previous : undefined,
  });
