import type { ReviewDto } from '#common/schemas/reviews';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { reviewKeys } from './review-keys';

const setReviewStatus = ({ id, status }: { id: string; status: 'published' | 'hidden' }) =>
  api.patch<ReviewDto>(`/review/${encodeURIComponent(id)}/status`, { status }, { quiet: true });

/** PATCH /review/{id}/status: show (or approve) a review, or hide it. */
export const useSetReviewStatus = () => useWrite(setReviewStatus, reviewKeys.all);
