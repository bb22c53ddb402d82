import { queryOptions } from '@tanstack/react-query';
import type { BlogDto } from '#common/schemas/blog';
import { api, ApiError, isNotFound } from '../../../lib/api';
import { blogKeys } from './blog-keys';

async function getPost(id: string, signal: AbortSignal): Promise<BlogDto> {
  const { data } = await api.get<BlogDto>(`/blog/${encodeURIComponent(id)}`, {
    quiet: true,
    signal,
  });
  if (!data) throw new ApiError(404, 'Blog post not found.');
  return data;
}

/** One post; a missing one (or a draft, for a visitor) fails with a 404, not retried. */
export const blogPostQuery = (id: string, viewerId = '') =>
  queryOptions({
    queryKey: blogKeys.post(viewerId, id),
    queryFn: ({ signal }) => getPost(id, signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
