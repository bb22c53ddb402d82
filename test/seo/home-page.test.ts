import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings, type SiteSettings } from '../../src/common/site-settings';
import { saveSiteSettings } from '../../src/server/db/site-settings';
import { makeReview } from '../helpers/factories';
import type { TestSite } from '../helpers/test-app';
import { startSeoSite } from './seo-site';

const settings: SiteSettings = {
  ...defaultSiteSettings,
  homeStats: [
    { value: 2345, suffix: '+', label: 'Students' },
    { value: 91, suffix: '%', label: 'Class of 2024' },
    { value: 88, suffix: '%', label: 'Class of 2025' },
  ],
};

describe('the home page as the server sends it', () => {
  let site: TestSite;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
    await saveSiteSettings(app.db, settings);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('shows the counters at their figures, for a reader without scripts and a crawler', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const section = /<section[^>]*aria-labelledby="our-results"[\s\S]*?<\/section>/.exec(res.body);
    expect(section).not.toBeNull();
    const shown = [
      ...section![0].matchAll(/<span aria-hidden="true">([^<]*)<!-- -->([^<]*)<\/span>/g),
    ].map(([, figure, suffix]) => `${figure}${suffix}`);
    expect(shown).toEqual(['2,345+', '91%', '88%']);
  });

  it("shows a testimonial's stars when its review gives some", async () => {
    await makeReview(app.db, { name: 'Rated Reviewer', rating: 4 });
    await makeReview(app.db, { name: 'Unrated Reviewer', rating: null });
    const { body } = await app.inject({ method: 'GET', url: '/' });
    expect(body.match(/aria-label="Rated \d out of 5"/g)).toEqual([
      'aria-label="Rated 4 out of 5"',
    ]);
  });
});
