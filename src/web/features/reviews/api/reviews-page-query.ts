import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReviewDto } from '#common/schemas/reviews';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';
import { reviewKeys } from './review-keys';

async function getReviewsPage(
  page: number,
  view: string,
  signal: AbortSignal,
): Promise<RowsPage<ReviewDto>> {
  const { data } = await api.get<{ data: ReviewDto[]; Pages?: number; more?: boolean }>(
    `/review/list?page=${page}&${view}`,
    { quiet: true, signal },
  );
  return { rows: data?.data ?? [], pages: pageCountOf(data?.Pages), page, more: data?.more };
}

/** One page of the reviews the view asks for, of every status, newest first by default (admin). */
export const reviewsPageQuery = (page: number, view: string) =>
  queryOptions({
    queryKey: reviewKeys.page(page, view),
    queryFn: ({ signal }) => getReviewsPage(page, view, signal),
    placeholderData: keepPreviousData,
  });
