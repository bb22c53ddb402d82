import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from '../helpers/factories';
import type { TestSite } from '../helpers/test-app';
import { articleWriter, PUBLIC_URL, startSeoSite } from './seo-site';

/** Each <url> of a sitemap: its address and last change. */
const sitemapEntries = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    ([, loc, lastmod]) => ({ loc: loc!, lastmod }),
  );

describe('sitemap.xml and robots.txt', () => {
  let site: TestSite;
  let app: FastifyInstance;
  const published: Record<string, string> = {};
  const hidden: string[] = [];

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
    const write = await articleWriter(app);
    const course = await makeCourse(app);
    published[`/course-detail/${course.id}`] = course.updated_at;
    hidden.push(`/course-detail/${(await makeCourse(app, { published: false })).id}`);
    const news = await write.news('Admissions open', 'For the summer batch.');
    published[`/news/${news._id}`] = news.updatedAt;
    hidden.push(`/news/${(await write.news('Draft news', 'Not yet.', false))._id}`);
    const post = await write.post('Loops in Python', 'For and while.');
    published[`/blog/${post._id}`] = post.updatedAt;
    hidden.push(`/blog/${(await write.post('Draft post', 'Not yet.', false))._id}`);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('lists every public page and exactly the published items, with their last change', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const entries = sitemapEntries(res.body);
    expect(entries.length).toBe((res.body.match(/<url>/g) ?? []).length);
    const byPath = new Map(entries.map((e) => [e.loc.slice(PUBLIC_URL.length), e.lastmod]));

    for (const [path, updatedAt] of Object.entries(published)) {
      expect(byPath.get(path), path).toBe(updatedAt);
    }
    for (const path of hidden) expect(byPath.has(path), path).toBe(false);
    const items = [...byPath.keys()].filter((p) => /^\/(course-detail|news|blog)\/./.test(p));
    expect(items.sort()).toEqual(Object.keys(published).sort());

    for (const path of [
      '/',
      '/about',
      '/courses',
      '/blog',
      '/news',
      '/contact',
      '/PrivacyPolicy',
    ]) {
      expect(byPath.has(path), path).toBe(true);
    }
    for (const path of ['/login', '/register', '/profile', '/admin/dashboard']) {
      expect(byPath.has(path), path).toBe(false);
    }
    expect(byPath.get('/refund')).toBe('2025-01-25');
    const newsItem = Object.keys(published).find((path) => path.startsWith('/news/'));
    expect(byPath.get('/news')).toBe(published[newsItem!]);
    const newest = Object.values(published).sort().at(-1);
    expect(byPath.get('/')).toBe(newest);
  });

  it('lists only addresses that answer 200', async () => {
    const xml = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const { loc } of sitemapEntries(xml)) {
      const res = await app.inject({ method: 'GET', url: loc.slice(PUBLIC_URL.length) });
      expect(res.statusCode, loc).toBe(200);
    }
  });

  it('lets crawlers in, keeps them out of the dashboard, API and accounts, and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/admin',
      '/api/',
      '/profile',
      '/myLearning',
      '/payment',
      '/verify-email/',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(
      lines.some((line) => /^Disallow: \/(courses|blog|news|course-detail)?$/.test(line)),
    ).toBe(false);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
