import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '#common/pagination';
import { defaultSiteSettings } from '#common/site-settings';
import { newId } from '#server/db/time';
import type { TestSite } from '../helpers/test-app';
import { ldOfType, pageParts } from './page-parts';
import { PUBLIC_URL, startSeoSite } from './seo-site';

/** The headlines of the news cards a rendered page shows, in order. */
const cardHeadlines = (app: string) =>
  [
    ...app.matchAll(/<article\b[\s\S]*?<h2\b[^>]*><a [^>]*href="\/news\/[^"]+"[^>]*>([^<]*)<\/a>/g),
  ].map(([, headline]) => headline);

describe('the news page as the server sends it', () => {
  let site: TestSite;
  let app: FastifyInstance;
  const draft = { headline: 'A draft nobody sees', published: false };
  const headlines = Array.from({ length: PAGE_SIZE + 1 }, (_, i) => `Batch ${i + 1} starts`);

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
    const news = [...headlines.map((headline) => ({ headline, published: true })), draft];
    for (const [i, { headline, published }] of news.entries()) {
      const day = new Date(Date.UTC(2025, 0, 1 + i)).toISOString();
      await app.db
        .insertInto('news')
        .values({
          id: newId(),
          news_image: 'public/news/picture.webp',
          news_headline: headline,
          news_description: `About ${headline}.`,
          description_html: `<p>About ${headline}.</p>`,
          is_published: published ? 1 : 0,
          published_at: published ? day : null,
          created_at: day,
          updated_at: day,
        })
        .execute();
    }
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('lists the published news as cards, newest first, a page at a time', async () => {
    const res = await app.inject({ method: 'GET', url: '/news' });
    expect(res.statusCode).toBe(200);
    const page = pageParts(res.body);
    expect(page.headings).toEqual(['News']);
    const newestFirst = [...headlines].reverse();
    expect(cardHeadlines(page.app)).toEqual(newestFirst.slice(0, PAGE_SIZE));
    expect(page.appText).toContain('About Batch 11 starts.');
    expect(page.app).toContain('aria-label="Page 2"');

    const second = pageParts((await app.inject({ method: 'GET', url: '/news?page=2' })).body);
    expect(cardHeadlines(second.app)).toEqual(newestFirst.slice(PAGE_SIZE));
    expect(page.appText + second.appText).not.toContain(draft.headline);
  });

  it('has its own head: title, description, canonical address and breadcrumb', async () => {
    const res = await app.inject({ method: 'GET', url: '/news' });
    const page = pageParts(res.body);
    expect(page.titles).toEqual([`News | ${defaultSiteSettings.name}`]);
    expect(page.meta('description')).toMatch(/^News from Vidya Computer Institute/);
    expect(page.meta('robots')).toBeUndefined();
    expect(page.canonical).toEqual([`${PUBLIC_URL}/news`]);
    expect(ldOfType(res.body, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'News', item: `${PUBLIC_URL}/news` },
    ]);
  });

  it('gives a news item its Hindi headline and description on its Hindi page', async () => {
    const id = newId();
    const day = '2025-03-01T00:00:00.000Z';
    await app.db
      .insertInto('news')
      .values({
        id,
        news_image: 'public/news/picture.webp',
        news_headline: 'Lab opens on Sundays',
        news_headline_hi: 'लैब अब रविवार को भी खुलेगी',
        news_description: 'From March.',
        description_html: '<p>From March.</p>',
        description_html_hi: '<p>मार्च से।</p>',
        is_published: 1,
        published_at: day,
        created_at: day,
        updated_at: day,
      })
      .execute();
    const hindi = pageParts((await app.inject({ method: 'GET', url: `/hi/news/${id}` })).body);
    expect(hindi.title).toBe(`लैब अब रविवार को भी खुलेगी | ${defaultSiteSettings.name}`);
    expect(hindi.meta('description')).toBe('मार्च से।');
    const english = pageParts((await app.inject({ method: 'GET', url: `/news/${id}` })).body);
    expect(english.title).toBe(`Lab opens on Sundays | ${defaultSiteSettings.name}`);
    expect(english.meta('description')).toBe('From March.');
  });
});
