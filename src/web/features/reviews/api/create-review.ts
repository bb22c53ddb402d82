import type { ReviewDto, ReviewInput } from '#common/schemas/reviews';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { reviewKeys } from './review-keys';

const createReview = (values: ReviewInput) =>
  api.post<ReviewDto>('/review/create', values, { quiet: true });

/** POST /review/create: a logged-in user's review, shown at once unless reviews are held. */
export const useCreateReview = () => useWrite(createReview, reviewKeys.all);
