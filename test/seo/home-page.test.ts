import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings, type PageSiteSettings } from '#common/site-settings';
import { saveSiteSettings } from '#server/db/site-settings';
import { adminSession } from '../helpers/catalogue';
import { makeReview } from '../helpers/factories';
import { as } from '../helpers/requests';
import type { TestSite } from '../helpers/test-app';
import { pageParts } from './page-parts';
import { startSeoSite } from './seo-site';

const settings: PageSiteSettings = {
  ...defaultSiteSettings,
  homeStats: [
    { value: 2345, suffix: '+', label: 'Students', labelHi: null },
    { value: 91, suffix: '%', label: 'Class of 2024', labelHi: null },
    { value: 88, suffix: '%', label: 'Class of 2025', labelHi: null },
  ],
};

/** The counters' figures as the page's HTML shows them. */
function countersOf(html: string): string[] {
  const section = /<section[^>]*aria-labelledby="our-results"[\s\S]*?<\/section>/.exec(html);
  expect(section).not.toBeNull();
  return [
    ...section![0].matchAll(/<span aria-hidden="true">([^<]*)(?:<!-- -->([^<]*))?<\/span>/g),
  ].map(([, figure, suffix = '']) => `${figure}${suffix}`);
}

/** The banner's text, as a reader without scripts sees it. */
function bannerOf(html: string): string {
  const app = pageParts(html).app;
  const section = /<section[^>]*aria-label="Welcome"[\s\S]*?<\/section>/.exec(app);
  expect(section).not.toBeNull();
  return section![0].replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
}

describe('the home page as the server sends it', () => {
  let site: TestSite;
  let app: FastifyInstance;
  const home = async () => (await app.inject({ method: 'GET', url: '/' })).body;

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it("starts from the spec's banner claims and counters", async () => {
    const html = await home();
    expect(bannerOf(html)).toContain('Classes Start From 2024');
    expect(bannerOf(html)).toContain('Pick from 1000 high quality courses');
    expect(countersOf(html)).toEqual(['1,058', '89%', '97%']);
  });

  it('shows the counters at their figures, for a reader without scripts and a crawler', async () => {
    await saveSiteSettings(app.db, settings);
    expect(countersOf(await home())).toEqual(['2,345+', '91%', '88%']);
  });

  it('shows the banner claims and figures an admin saves in the settings', async () => {
    const admin = await adminSession(app);
    const res = await as(app, admin, {
      method: 'PATCH',
      url: '/api/v1/settings',
      payload: {
        heroBadge: 'Classes Start From 2026',
        heroCourseCount: 240,
        homeStats: [
          { value: 1500, suffix: '+', label: 'Students' },
          { value: 93, suffix: '%', label: 'Class of 2025' },
          { value: 95, suffix: '%', label: 'Class of 2026' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const html = await home();
    const banner = bannerOf(html);
    expect(banner).toContain('Classes Start From 2026');
    expect(banner).toContain('Pick from 240 high quality courses');
    expect(banner).toContain('240 High quality courses');
    expect(banner).not.toContain('2024');
    expect(banner).not.toContain('1000');
    expect(countersOf(html)).toEqual(['1,500+', '93%', '95%']);
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
