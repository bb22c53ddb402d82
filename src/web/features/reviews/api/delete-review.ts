import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/use-write';
import { reviewKeys } from './review-keys';

const deleteReview = (id: string) =>
  api.delete(`/review/${encodeURIComponent(id)}`, { quiet: true });

/** DELETE /review/{id}. */
export const useDeleteReview = () => useWrite(deleteReview, reviewKeys.all);
