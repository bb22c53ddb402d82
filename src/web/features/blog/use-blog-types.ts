import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth';
import { blogPageQuery } from './api/blog-page-query';

/** The post types in use, for the type field's suggestions. */
export function useBlogTypes(): string[] {
  const { user } = useAuth();
  return useQuery(blogPageQuery(1, user?._id)).data?.types ?? [];
}
