import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { articleQuery } from '../features/articles/api/article-query';
import { blogSource, newsSource } from '../features/articles/api/article-source';
import { courseQuery } from '../features/courses/api/course-query';
import { getAuthState } from '../lib/auth';

/**
 * Starts fetching the answer a screen shows first, for a link just tapped, while the screen's
 * modules load: the screen then finds it in the cache or on its way instead of asking after it runs.
 */
export function prefetchScreenData(client: QueryClient, routeId: string, params: Params): void {
  const { id } = params;
  if (!id) return;
  const viewerId = getAuthState().user?._id ?? '';
  if (routeId === 'course-detail') void client.prefetchQuery(courseQuery(id, viewerId));
  if (routeId === 'blog-detail') void client.prefetchQuery(articleQuery(blogSource, id, viewerId));
  if (routeId === 'news-detail') void client.prefetchQuery(articleQuery(newsSource, id, viewerId));
}
