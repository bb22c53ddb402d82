import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#web/lib/auth';
import { articlePageQuery } from './api/article-page-query';
import { newsSource } from './api/article-source';

/** The newest published news items (an admin's drafts left out), at most `count`. */
export function usePublishedNews(count: number, except?: string) {
  const { user } = useAuth();
  const { data, status } = useQuery(articlePageQuery(newsSource, 1, user?._id));
  const news =
    data?.rows.filter((item) => item.isPublished && item._id !== except).slice(0, count) ?? [];
  return { news, status };
}
