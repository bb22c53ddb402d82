import { queryOptions } from '@tanstack/react-query';
import type { NewsDto } from '#common/schemas/news';
import { api, ApiError, isNotFound } from '../../../lib/api';
import { newsKeys } from './news-keys';

async function getNewsItem(id: string, signal: AbortSignal): Promise<NewsDto> {
  const { data } = await api.get<NewsDto>(`/news/${encodeURIComponent(id)}`, {
    quiet: true,
    signal,
  });
  if (!data) throw new ApiError(404, 'News not found.');
  return data;
}

/** One news item; a missing one (or a draft, for a visitor) fails with a 404, not retried. */
export const newsItemQuery = (id: string, viewerId = '') =>
  queryOptions({
    queryKey: newsKeys.item(viewerId, id),
    queryFn: ({ signal }) => getNewsItem(id, signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
