import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { articlePageQuery } from '#web/features/articles/api/article-page-query';
import { articleQuery } from '#web/features/articles/api/article-query';
import { blogSource, newsSource } from '#web/features/articles/api/article-source';
import { courseFiltersQuery } from '#web/features/courses/api/course-filters-query';
import { courseQuery } from '#web/features/courses/api/course-query';
import { courseSearchQuery } from '#web/features/courses/api/course-search-query';
import { coursesQuery } from '#web/features/courses/api/courses-query';
import { finderApiQuery } from '#web/features/courses/finder/use-course-finder';
import { courseReviewsQuery } from '#web/features/reviews/api/course-reviews-query';
import { shownReviewsQuery } from '#web/features/reviews/api/shown-reviews-query';
import { teamQuery } from '#web/features/team/api/team-query';
import { getAuthState } from '#web/lib/auth';
import { siteSettingsQuery } from '#web/lib/site-settings';
import { pageOf } from '#web/lib/use-page-param';

/** Something done with one query's options, whatever its answer: fetch it, or add it to a cache. */
export type QueryUse = <T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
) => unknown;

/** One answer a screen shows first, handed to what is done with it. */
export type ScreenQuery = (use: QueryUse) => void;

const ask =
  <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): ScreenQuery =>
  (use) =>
    void use(options);

/** What every public page shows around its screen: the institute's facts, the footer's news. */
export const frameQueries = (viewerId: string): ScreenQuery[] => [
  ask(siteSettingsQuery),
  ask(articlePageQuery(newsSource, 1, viewerId)),
];

/**
 * The answers a screen shows first, by its route id, as `viewerId` sees them ('' for a visitor):
 * the server fetches them before it renders the page once, and the browser as a link to the
 * screen is tapped. A screen asking for more is still answered, a round later.
 */
export function screenQueries(
  routeId: string,
  params: Params,
  search: URLSearchParams,
  viewerId: string,
): ScreenQuery[] {
  const id = params.id ?? '';
  switch (routeId) {
    case 'home':
      return [ask(coursesQuery(viewerId)), ask(shownReviewsQuery(viewerId))];
    case 'courses':
      return [ask(courseSearchQuery(finderApiQuery(search), viewerId)), ask(courseFiltersQuery)];
    case 'course-detail':
      return [ask(courseQuery(id, viewerId)), ask(courseReviewsQuery(id))];
    case 'blog':
      return [
        ask(articlePageQuery(blogSource, pageOf(search), viewerId, search.get('type') ?? '')),
      ];
    case 'news':
      return [ask(articlePageQuery(newsSource, pageOf(search), viewerId))];
    case 'blog-detail':
      return [ask(articleQuery(blogSource, id, viewerId))];
    case 'news-detail':
      return [ask(articleQuery(newsSource, id, viewerId))];
    case 'about':
      return [ask(teamQuery)];
    default:
      return [];
  }
}

/** Starts fetching what a just-tapped link's screen shows first, while its modules load. */
export function prefetchScreenData(
  client: QueryClient,
  routeId: string,
  params: Params,
  search: URLSearchParams,
): void {
  const viewerId = getAuthState().user?._id ?? '';
  for (const query of screenQueries(routeId, params, search, viewerId))
    query((options) => client.prefetchQuery(options));
}
