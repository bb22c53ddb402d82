import { queryOptions } from '@tanstack/react-query';
import type { CourseDto } from '#common/schemas/courses';
import { api, ApiError } from './api';

/**
 * What the API says about a course depends on who asks (locked or not, unpublished ones for
 * admins), so the viewer's id is part of every key. `courseKeys.all` covers them all.
 */
export const courseKeys = {
  all: ['courses'] as const,
  list: (viewerId: string) => ['courses', viewerId, 'list'] as const,
  detail: (viewerId: string, id: string) => ['courses', viewerId, 'detail', id] as const,
};

async function getCourses(signal: AbortSignal): Promise<CourseDto[]> {
  const { data } = await api.get<{ courses: CourseDto[] }>('/course', { quiet: true, signal });
  return data?.courses ?? [];
}

async function getCourse(id: string, signal: AbortSignal): Promise<CourseDto> {
  const { data } = await api.get<CourseDto>(`/course/singlecourse/${encodeURIComponent(id)}`, {
    quiet: true,
    signal,
  });
  if (!data) throw new ApiError(404, 'Course not found.');
  return data;
}

/** The published courses (every course, for an admin). */
export const coursesQuery = (viewerId = '') =>
  queryOptions({
    queryKey: courseKeys.list(viewerId),
    queryFn: ({ signal }) => getCourses(signal),
  });

/** One course; a missing or unpublished one fails with a 404 `ApiError`, not retried. */
export const courseQuery = (id: string, viewerId = '') =>
  queryOptions({
    queryKey: courseKeys.detail(viewerId, id),
    queryFn: ({ signal }) => getCourse(id, signal),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
