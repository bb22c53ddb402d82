import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#common/site-settings';
import type { TestSite } from '../helpers/test-app';
import { ldOfType, pageParts } from './page-parts';
import { articleWriter, PUBLIC_URL, startSeoSite } from './seo-site';

const body = 'Python **3.13** is out.\n\nWhat changes for our students, and what stays the same.';

describe('news and blog pages as the server sends them', () => {
  let site: TestSite;
  let app: FastifyInstance;
  let write: Awaited<ReturnType<typeof articleWriter>>;

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
    write = await articleWriter(app);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const kinds = [
    { kind: 'news', path: '/news', type: 'NewsArticle', make: () => write.news },
    { kind: 'blog post', path: '/blog', type: 'BlogPosting', make: () => write.post },
  ] as const;

  for (const { kind, path, type, make } of kinds) {
    it(`gives a ${kind} its own title, description, card and canonical address`, async () => {
      const item = await make()(`Python 3.13 for the ${kind}`, body);
      const res = await app.inject({ method: 'GET', url: `${path}/${item._id}` });
      expect(res.statusCode).toBe(200);
      const page = pageParts(res.body);
      const url = `${PUBLIC_URL}${path}/${item._id}`;
      expect(page.titles).toEqual([`Python 3.13 for the ${kind} | ${defaultSiteSettings.name}`]);
      expect(page.meta('description')).toBe(
        'Python 3.13 is out. What changes for our students, and what stays the same.',
      );
      expect(page.canonical).toEqual([url]);
      expect(page.meta('og:type')).toBe('article');
      expect(page.meta('og:title')).toBe(`Python 3.13 for the ${kind}`);
      expect(page.meta('og:url')).toBe(url);
      expect(page.meta('og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/media/.+-card\\.jpg$`));
      expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['1200', '630']);
    });

    it(`describes a ${kind} as a ${type} with its dates and publisher`, async () => {
      const item = await make()(`Dates of the ${kind}`, body);
      const res = await app.inject({ method: 'GET', url: `${path}/${item._id}` });
      const data = ldOfType(res.body, type);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        headline: `Dates of the ${kind}`,
        url: `${PUBLIC_URL}${path}/${item._id}`,
        datePublished: item.createdAt,
        dateModified: item.updatedAt,
        publisher: { '@type': 'EducationalOrganization', name: defaultSiteSettings.name },
        image: [pageParts(res.body).meta('og:image')],
      });
      expect(data.author).toEqual(
        type === 'BlogPosting'
          ? { '@type': 'Person', name: 'Meera Iyer' }
          : expect.objectContaining({ name: defaultSiteSettings.name }),
      );
    });

    it(`comes with a ${kind}'s text, rendered by the app`, async () => {
      const item = await make()(`Text of the ${kind}`, body);
      const res = await app.inject({ method: 'GET', url: `${path}/${item._id}` });
      const page = pageParts(res.body);
      expect(page.headings).toEqual([`Text of the ${kind}`]);
      expect(page.app).toContain('<p>Python <strong>3.13</strong> is out.</p>');
      expect(page.app).toMatch(/<time datetime="[^"]+"[^>]*>\d{1,2} \w+ \d{4}<\/time>/i);
      expect(page.mainText).toBe('');
    });

    it(`answers 404 with the lost page for a draft or missing ${kind}`, async () => {
      const draft = await make()(`Draft of the ${kind}`, body, false);
      for (const id of [draft._id, 'no-such-item']) {
        const res = await app.inject({ method: 'GET', url: `${path}/${id}` });
        expect(res.statusCode, id).toBe(404);
        const page = pageParts(res.body);
        expect(page.title).toBe(`Page not found | ${defaultSiteSettings.name}`);
        expect(page.meta('robots')).toBe('noindex');
        expect(res.body).not.toContain(`Draft of the ${kind}`);
      }
    });
  }
});
