import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BlogDto } from '#common/schemas/blog';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';
import { blogKeys } from './blog-keys';

export interface BlogPage extends RowsPage<BlogDto> {
  /** Every type that has a post, for the filter. */
  types: string[];
}

async function getBlogPage(page: number, type: string, signal: AbortSignal): Promise<BlogPage> {
  const query = new URLSearchParams({ page: String(page) });
  if (type) query.set('type', type);
  const { data } = await api.get<{ blogs: BlogDto[]; types: string[]; Pages?: number }>(
    `/blog?${query}`,
    { quiet: true, signal },
  );
  return {
    rows: data?.blogs ?? [],
    types: data?.types ?? [],
    pages: pageCountOf(data?.Pages),
    page,
  };
}

/** One page of posts, newest first, of one type when `type` is given (drafts too, for an admin). */
export const blogPageQuery = (page: number, viewerId = '', type = '') =>
  queryOptions({
    queryKey: blogKeys.page(viewerId, page, type),
    queryFn: ({ signal }) => getBlogPage(page, type, signal),
    placeholderData: keepPreviousData,
  });
