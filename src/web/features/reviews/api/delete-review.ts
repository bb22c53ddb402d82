import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { reviewKeys } from './review-keys';

const deleteReview = (id: string) =>
  api.delete(`/review/${encodeURIComponent(id)}`, { quiet: true });

/** DELETE /review/{id}. */
export const useDeleteReview = () => useWrite(deleteReview, reviewKeys.all);
