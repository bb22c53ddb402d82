import type { NewsDto } from '#common/schemas/news';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/use-write';
import { newsKeys } from './news-keys';

function updateNewsImage({ id, image }: { id: string; image: File }) {
  const form = new FormData();
  form.set('newsImage', image);
  return api.patch<NewsDto>(`/news/updateImage/${encodeURIComponent(id)}`, form, { quiet: true });
}

/** PATCH /news/updateImage/{id}: a new picture; the old one is removed. */
export const useUpdateNewsImage = () => useWrite(updateNewsImage, newsKeys.all);
