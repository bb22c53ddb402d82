import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NewsDto } from '#common/schemas/news';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';
import { newsKeys } from './news-keys';

async function getNewsTable(
  page: number,
  view: string,
  signal: AbortSignal,
): Promise<RowsPage<NewsDto>> {
  const { data } = await api.get<{ news: NewsDto[]; Pages?: number; more?: boolean }>(
    `/news/list?page=${page}&${view}`,
    { quiet: true, signal },
  );
  return { rows: data?.news ?? [], pages: pageCountOf(data?.Pages), page, more: data?.more };
}

/** One page of the news items the view asks for, drafts too, newest first by default (admin). */
export const newsTableQuery = (page: number, view: string) =>
  queryOptions({
    queryKey: newsKeys.table(page, view),
    queryFn: ({ signal }) => getNewsTable(page, view, signal),
    placeholderData: keepPreviousData,
  });
