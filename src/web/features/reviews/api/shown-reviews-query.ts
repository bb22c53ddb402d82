import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReviewDto } from '#common/schemas/reviews';
import { api } from '#web/lib/api';
import { reviewKeys } from './review-keys';

async function getReviews(signal: AbortSignal): Promise<ReviewDto[]> {
  const { data } = await api.get<{ data: ReviewDto[] }>('/review', { quiet: true, signal });
  return (data?.data ?? []).filter((review) => review.status === 'published');
}

/** The newest shown reviews, for the home testimonials; the visitor's stay while a user's load. */
export const shownReviewsQuery = (viewerId = '') =>
  queryOptions({
    queryKey: reviewKeys.shown(viewerId),
    queryFn: ({ signal }) => getReviews(signal),
    placeholderData: keepPreviousData,
  });
