import type { FastifyInstance } from 'fastify';
import { LANGUAGES, pathIn } from '#common/languages';
import { paths } from '#common/paths';
import { indexedPages } from './fixed-pages';
import { escapeHtml } from './html';
import { publishedItems, type Listed } from './repo';

const AN_HOUR = 'public, max-age=3600';

/** One's own account's pages, in every language. */
const accountPaths = [
  paths.profile.path,
  paths.editProfile.getHref(''),
  paths.changePassword.path,
  paths.myLearning.path,
  paths.family.path,
  paths.payment.path,
  paths.resetPassword.getHref(''),
  paths.verifyEmail.getHref(''),
];

/** Paths crawlers should leave alone: the dashboard, the API, and one's own account. */
const privatePaths = [
  '/admin',
  '/api/',
  ...LANGUAGES.flatMap((language) => accountPaths.map((path) => pathIn(language, path))),
];

const newest = (...lists: Listed[][]) =>
  lists
    .flat()
    .map((item) => item.updated_at)
    .sort()
    .at(-1);

/** `/robots.txt` and `/sitemap.xml`, addressed from PUBLIC_URL. */
export async function seoRoutes(app: FastifyInstance) {
  const site = app.config.PUBLIC_URL;

  app.get('/robots.txt', async (_request, reply) => {
    const rules = privatePaths.map((path) => `Disallow: ${path}`);
    const text = ['User-agent: *', 'Allow: /', ...rules, '', `Sitemap: ${site}/sitemap.xml`, ''];
    return reply
      .header('cache-control', AN_HOUR)
      .type('text/plain; charset=utf-8')
      .send(text.join('\n'));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const { courses, news, posts } = await publishedItems(app.db);
    const changed: Record<string, string | undefined> = {
      [paths.home.path]: newest(courses, news, posts),
      [paths.courses.path]: newest(courses),
      [paths.blog.path]: newest(posts),
      [paths.news.path]: newest(news),
    };
    const entries = [
      ...indexedPages.map((page) => ({
        path: page.path,
        lastmod: page.lastModified ?? changed[page.path],
      })),
      ...courses.map((c) => ({ path: paths.courseDetail.getHref(c.id), lastmod: c.updated_at })),
      ...news.map((n) => ({ path: paths.newsDetail.getHref(n.id), lastmod: n.updated_at })),
      ...posts.map((p) => ({ path: paths.blogDetail.getHref(p.id), lastmod: p.updated_at })),
    ];
    // Each page in every language, English first.
    const urls = entries.flatMap(({ path, lastmod }) => {
      const modified = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '';
      return LANGUAGES.map(
        (language) =>
          `<url><loc>${escapeHtml(site + pathIn(language, path))}</loc>${modified}</url>`,
      );
    });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply.header('cache-control', AN_HOUR).type('application/xml; charset=utf-8').send(xml);
  });
}
