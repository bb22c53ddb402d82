import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BlogDto } from '#common/schemas/blog';
import { api } from '../../../lib/api';
import { pageCountOf } from '../../../lib/rows-page';
import { blogKeys } from './blog-keys';
import type { BlogPage } from './blog-page-query';

async function getBlogTable(page: number, view: string, signal: AbortSignal): Promise<BlogPage> {
  const { data } = await api.get<{
    blogs: BlogDto[];
    types: string[];
    Pages?: number;
    more?: boolean;
  }>(`/blog/list?page=${page}&${view}`, { quiet: true, signal });
  return {
    rows: data?.blogs ?? [],
    types: data?.types ?? [],
    pages: pageCountOf(data?.Pages),
    page,
    more: data?.more,
  };
}

/** One page of the posts the view asks for, drafts too, newest first by default (admin). */
export const blogTableQuery = (page: number, view: string) =>
  queryOptions({
    queryKey: blogKeys.table(page, view),
    queryFn: ({ signal }) => getBlogTable(page, view, signal),
    placeholderData: keepPreviousData,
  });
