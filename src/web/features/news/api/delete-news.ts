import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/use-write';
import { newsKeys } from './news-keys';

const deleteNews = (id: string) =>
  api.delete(`/news/delete/${encodeURIComponent(id)}`, { quiet: true });

/** DELETE /news/delete/{id}: the item and its picture. */
export const useDeleteNews = () => useWrite(deleteNews, newsKeys.all);
