import { paths } from '#common/paths';
import type { Db } from '#server/db/database';
import { courseRatings } from '#server/db/course-ratings';
import { indiaToday } from '#server/db/time';
import { imageUrl, socialCard } from '#server/services/images';
import type { Storage } from '#server/services/storage';
import {
  describeArticle,
  describeCourse,
  describeFixedPage,
  describeLostPage,
  type Picture,
} from './describe-page';
import { certificatePage, indexedPages, unindexedPages, type FixedPage } from './fixed-pages';
import type { PageMeta, Site } from './page-meta';
import {
  certificateExists,
  publishedCourse,
  publishedNews,
  publishedPost,
  upcomingBatches,
} from './repo';

export interface FoundPage {
  status: 200 | 404;
  describe: (site: Site) => PageMeta;
}

const MAX_ID_LENGTH = 100;

/**
 * The path's values for a pattern's `:name` segments, or undefined when it does not match.
 * Matching ignores case, as the app's router does.
 */
function matchPath(pattern: string, pathname: string): string[] | undefined {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return undefined;
  const values: string[] = [];
  for (const [i, segment] of want.entries()) {
    const actual = have[i] ?? '';
    if (segment.startsWith(':')) {
      if (actual === '') return undefined;
      values.push(actual);
    } else if (segment.toLowerCase() !== actual.toLowerCase()) return undefined;
  }
  return values;
}

const lost: FoundPage = { status: 404, describe: describeLostPage };

async function picture(storage: Storage, key: string): Promise<Picture> {
  return { src: imageUrl(storage, key), card: await socialCard(storage, key) };
}

const fixed = (page: FixedPage): FoundPage => ({
  status: 200,
  describe: (site) => describeFixedPage(site, page),
});

type DetailFinder = (deps: PageDeps, id: string) => Promise<FoundPage | undefined>;

const details: [string, DetailFinder][] = [
  [
    paths.courseDetail.path,
    async ({ db, storage }, id) => {
      const row = await publishedCourse(db, id);
      if (!row) return undefined;
      const [image, upcoming, ratings] = await Promise.all([
        picture(storage, row.course_thumbnail),
        upcomingBatches(db, id, indiaToday()),
        courseRatings(db, id),
      ]);
      const extras = { picture: image, upcoming, ratings };
      return { status: 200, describe: (site) => describeCourse(site, row, extras) };
    },
  ],
  [
    paths.newsDetail.path,
    async ({ db, storage }, id) => {
      const row = await publishedNews(db, id);
      if (!row) return undefined;
      const image = await picture(storage, row.image);
      return { status: 200, describe: (site) => describeArticle(site, 'news', row, image) };
    },
  ],
  [
    paths.blogDetail.path,
    async ({ db, storage }, id) => {
      const row = await publishedPost(db, id);
      if (!row) return undefined;
      const image = await picture(storage, row.image);
      return { status: 200, describe: (site) => describeArticle(site, 'blog', row, image) };
    },
  ],
  [
    paths.certificateVerification.path,
    async ({ db }, fileId) =>
      (await certificateExists(db, fileId)) ? fixed(certificatePage) : undefined,
  ],
];

export interface PageDeps {
  db: Db;
  storage: Storage;
}

/**
 * The page at a path (no query), as the app's route table has it: a fixed page, a published
 * course, news item or post, or the lost page (404) for anything else.
 */
export async function findPage(deps: PageDeps, pathname: string): Promise<FoundPage> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const page of indexedPages) if (matchPath(page.path, path)) return fixed(page);
  for (const [pattern, find] of details) {
    const [segment] = matchPath(pattern, path) ?? [];
    if (segment === undefined) continue;
    // Fastify has already refused malformed percent-encoding and NUL characters (400).
    const id = decodeURIComponent(segment);
    if (id.length > MAX_ID_LENGTH) return lost;
    return (await find(deps, id)) ?? lost;
  }
  for (const page of unindexedPages) if (matchPath(page.path, path)) return fixed(page);
  return lost;
}
