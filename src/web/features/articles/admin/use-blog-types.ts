import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#web/lib/auth';
import { articlePageQuery } from '../api/article-page-query';
import { blogSource } from '../api/article-source';

/** The post types in use, for the type field's suggestions. */
export function useBlogTypes(): string[] {
  const { user } = useAuth();
  return useQuery(articlePageQuery(blogSource, 1, user?._id)).data?.types ?? [];
}
