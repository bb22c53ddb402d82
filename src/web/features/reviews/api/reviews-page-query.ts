import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReviewDto } from '#common/schemas/reviews';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';
import { reviewKeys } from './review-keys';

async function getReviewsPage(page: number, signal: AbortSignal): Promise<RowsPage<ReviewDto>> {
  const { data } = await api.get<{ data: ReviewDto[]; Pages?: number }>(
    `/review?page=${page}&limit=10`,
    { quiet: true, signal },
  );
  return { rows: data?.data ?? [], pages: pageCountOf(data?.Pages), page };
}

/** One page of reviews, newest first; an admin also sees held and hidden ones. */
export const reviewsPageQuery = (page: number, viewerId = '') =>
  queryOptions({
    queryKey: reviewKeys.page(viewerId, page),
    queryFn: ({ signal }) => getReviewsPage(page, signal),
    placeholderData: keepPreviousData,
  });
