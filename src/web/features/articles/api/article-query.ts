import { queryOptions } from '@tanstack/react-query';
import { api, ApiError, isNotFound } from '#web/lib/api';
import { articleKeys } from './article-keys';
import type { ArticleSource } from './article-source';

async function getArticle<Dto>(
  source: ArticleSource<Dto>,
  id: string,
  signal: AbortSignal,
): Promise<Dto> {
  const { data } = await api.get<Dto>(`/${source.name}/${encodeURIComponent(id)}`, {
    quiet: true,
    signal,
  });
  // The screens say a missing article in their own words.
  if (!data) throw new ApiError(404, '');
  return data;
}

/** One article; a missing one (or a draft, for a visitor) fails with a 404, not retried. */
export const articleQuery = <Dto>(source: ArticleSource<Dto>, id: string, viewerId = '') =>
  queryOptions({
    queryKey: articleKeys(source.name).item(viewerId, id),
    queryFn: ({ signal }) => getArticle(source, id, signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
