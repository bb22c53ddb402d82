import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { articleKeys } from './article-keys';
import { pageOfList, type ArticleList } from './article-page-query';
import type { ArticleSource } from './article-source';

/** One page of the articles the view asks for, drafts too, newest first by default (admin). */
export const articleTableQuery =
  <Dto>(source: ArticleSource<Dto>) =>
  (page: number, view: string) =>
    queryOptions({
      queryKey: articleKeys(source.name).table(page, view),
      queryFn: async ({ signal }) => {
        const { data } = await api.get<ArticleList<Dto>>(
          `/${source.name}/list?page=${page}&${view}`,
          { quiet: true, signal },
        );
        return pageOfList(source, page, data);
      },
      placeholderData: keepPreviousData,
    });
