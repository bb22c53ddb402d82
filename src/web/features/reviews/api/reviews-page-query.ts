import type { ReviewDto } from '#common/schemas/reviews';
import { adminTableQuery } from '#web/lib/admin-table-query';
import { reviewKeys } from './review-keys';

/** One page of the reviews the view asks for, of every status, newest first by default (admin). */
export const reviewsPageQuery = adminTableQuery<ReviewDto>({
  path: '/review/list',
  rows: 'data',
  key: reviewKeys.page,
});
