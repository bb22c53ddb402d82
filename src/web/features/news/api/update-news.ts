import type { NewsDto, NewsUpdate } from '#common/schemas/news';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/use-write';
import { newsKeys } from './news-keys';

const updateNews = ({ id, values }: { id: string; values: NewsUpdate }) =>
  api.patch<NewsDto>(`/news/update/${encodeURIComponent(id)}`, values, { quiet: true });

/** PATCH /news/update/{id}: the headline, the body and whether it is published. */
export const useUpdateNews = () => useWrite(updateNews, newsKeys.all);
