import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NewsDto } from '#common/schemas/news';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';
import { newsKeys } from './news-keys';

async function getNewsPage(page: number, signal: AbortSignal): Promise<RowsPage<NewsDto>> {
  const { data } = await api.get<{ news: NewsDto[]; Pages?: number }>(`/news?page=${page}`, {
    quiet: true,
    signal,
  });
  return { rows: data?.news ?? [], pages: pageCountOf(data?.Pages), page };
}

/** One page of news, newest first (drafts too, for an admin). */
export const newsPageQuery = (page: number, viewerId = '') =>
  queryOptions({
    queryKey: newsKeys.page(viewerId, page),
    queryFn: ({ signal }) => getNewsPage(page, signal),
    placeholderData: keepPreviousData,
  });
