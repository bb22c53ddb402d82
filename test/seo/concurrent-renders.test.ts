import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#common/site-settings';
import { saveSiteSettings } from '#server/db/site-settings';
import type { TestSite } from '../helpers/test-app';
import { pageParts } from './page-parts';
import { startSeoSite } from './seo-site';

const PAGES = ['/', '/about', '/courses', '/blog', '/contact'];

describe('pages of two sites rendered at the same time in one process', () => {
  const sites: { site: TestSite; app: FastifyInstance; name: string }[] = [];

  beforeAll(async () => {
    for (const name of ['Alpha Computer Centre', 'Beta Coding Academy']) {
      const { site, app } = await startSeoSite();
      await saveSiteSettings(app.db, { ...defaultSiteSettings, name });
      sites.push({ site, app, name });
    }
  });

  afterAll(async () => {
    for (const { site, app } of sites) {
      await app.close();
      await site.dispose();
    }
  });

  it("each page is made from its own site's answers", async () => {
    const pages = await Promise.all(
      sites.flatMap(({ app, name }) =>
        PAGES.map(async (url) => ({ url, name, res: await app.inject({ url }) })),
      ),
    );
    for (const { url, name, res } of pages) {
      expect(res.statusCode, url).toBe(200);
      const settings = pageParts(res.body).state?.queries.find(
        (query) => query.queryKey[0] === 'settings',
      );
      expect(settings?.state.data, url).toMatchObject({ name });
    }
  });
});
