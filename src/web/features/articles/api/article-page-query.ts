import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { pageCountOf, type RowsPage } from '#web/lib/rows-page';
import { articleKeys } from './article-keys';
import type { ArticleSource } from './article-source';

export interface ArticlePage<Dto> extends RowsPage<Dto> {
  /** Every type that has an article, for the filter (the blog's; none for the news). */
  types: string[];
}

/** What a list of articles answers: the rows under the kind's field, its types, the page count. */
export type ArticleList<Dto> = Record<string, Dto[] | undefined> & {
  types?: string[];
  Pages?: number;
  more?: boolean;
};

/** A list answer as a page of rows. */
export const pageOfList = <Dto>(
  source: ArticleSource<Dto>,
  page: number,
  data: ArticleList<Dto> | undefined,
): ArticlePage<Dto> => ({
  rows: data?.[source.listKey] ?? [],
  types: data?.types ?? [],
  pages: pageCountOf(data?.Pages),
  page,
  more: data?.more,
});

async function getPage<Dto>(
  source: ArticleSource<Dto>,
  page: number,
  type: string,
  signal: AbortSignal,
): Promise<ArticlePage<Dto>> {
  const query = new URLSearchParams({ page: String(page) });
  if (type) query.set('type', type);
  const { data } = await api.get<ArticleList<Dto>>(`/${source.name}?${query}`, {
    quiet: true,
    signal,
  });
  return pageOfList(source, page, data);
}

/** One page of a kind's articles, newest first, of one type when asked (drafts too, for admins). */
export const articlePageQuery = <Dto>(
  source: ArticleSource<Dto>,
  page: number,
  viewerId = '',
  type = '',
) =>
  queryOptions({
    queryKey: articleKeys(source.name).page(viewerId, page, type),
    queryFn: ({ signal }) => getPage(source, page, type, signal),
    placeholderData: keepPreviousData,
  });
