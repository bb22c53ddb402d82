import { queryOptions } from '@tanstack/react-query';
import type { CourseReviewsDto } from '#common/schemas/reviews';
import { api } from '#web/lib/api';
import { reviewKeys } from './review-keys';

const NONE: CourseReviewsDto = { data: [], reviewCount: 0, ratingCount: 0, average: null };

async function getCourseReviews(courseId: string, signal: AbortSignal) {
  const { data } = await api.get<CourseReviewsDto>(
    `/review/course/${encodeURIComponent(courseId)}`,
    { quiet: true, signal },
  );
  return data ?? NONE;
}

/** The shown reviews naming a course and their average rating, the same for every viewer. */
export const courseReviewsQuery = (courseId: string) =>
  queryOptions({
    queryKey: reviewKeys.course(courseId),
    queryFn: ({ signal }) => getCourseReviews(courseId, signal),
  });
