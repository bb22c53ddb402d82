import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrcSet } from '#common/images';
import { pages } from '#common/pages';
import { defaultSiteSettings, type PageSiteSettings } from '#common/site-settings';
import { saveSiteSettings } from '#server/db/site-settings';
import type { TestSite } from '../helpers/test-app';
import { ldOfType, pageParts } from './page-parts';
import { PUBLIC_URL, startSeoSite } from './seo-site';

const settings: PageSiteSettings = {
  ...defaultSiteSettings,
  name: 'Shiksha Code School',
  phone: '9123456780',
  address: '12 MG Road, Lucknow, Uttar Pradesh 226001',
  social: { ...defaultSiteSettings.social, youtube: 'https://www.youtube.com/@shiksha' },
};

/** The public pages search engines list, as their one home (#common/pages) titles them. */
const publicPages = Object.values(pages)
  .filter((page) => page.indexable)
  .map((page) => [page.path, page.title] as const);

describe('fixed pages as the server sends them', () => {
  let site: TestSite;
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
    await saveSiteSettings(app.db, settings);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('gives every public page its own title, description, canonical address and card', async () => {
    const descriptions = new Set<string>();
    for (const [url, title] of publicPages) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const page = pageParts(res.body);
      expect(page.titles, url).toEqual([`${title} | ${settings.name}`]);
      expect(page.canonical, url).toEqual([`${PUBLIC_URL}${url}`]);
      expect(page.meta('robots'), url).toBeUndefined();
      expect(page.meta('og:title'), url).toBe(title);
      expect(page.meta('og:url'), url).toBe(`${PUBLIC_URL}${url}`);
      expect(page.meta('og:image'), url).toBe(`${PUBLIC_URL}/social-card.png`);
      expect(page.meta('twitter:card'), url).toBe('summary_large_image');
      expect(page.headings, url).toEqual([title]);
      descriptions.add(page.meta('description') ?? '');
    }
    expect(descriptions.size).toBe(publicPages.length);
    expect([...descriptions].every((d) => d.length >= 40 && d.length <= 160)).toBe(true);
  });

  it('shares a card picture that exists in the size it states, and a logo', async () => {
    const page = pageParts((await get('/')).body);
    const card = await sharp(path.resolve('public/social-card.png')).metadata();
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual([
      String(card.width),
      String(card.height),
    ]);
    const logo = ldOfType((await get('/')).body, 'EducationalOrganization').logo as string;
    expect(logo.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    const logoFile = await sharp(
      path.resolve('public', logo.slice(PUBLIC_URL.length + 1)),
    ).metadata();
    expect(logoFile.format).toBe('png');
  });

  it('describes the institute from its settings on home and About only', async () => {
    for (const url of ['/', '/about']) {
      expect(ldOfType((await get(url)).body, 'EducationalOrganization'), url).toMatchObject({
        '@context': 'https://schema.org',
        name: settings.name,
        url: `${PUBLIC_URL}/`,
        telephone: '+919123456780',
        email: settings.email,
        address: { '@type': 'PostalAddress', streetAddress: settings.address },
        sameAs: expect.arrayContaining(['https://www.youtube.com/@shiksha']),
      });
    }
    expect(pageParts((await get('/courses')).body).jsonLd).toEqual([]);
  });

  it('preloads the first banner on the home page only, as the page draws it', async () => {
    const [banner] = settings.bannerImages;
    expect(pageParts((await get('/')).body).preloads).toEqual([
      {
        as: 'image',
        href: banner,
        imagesrcset: banner && imageSrcSet(banner),
        imagesizes: '100vw',
        fetchpriority: 'high',
      },
    ]);
    const uploaded = '/media/site-pictures/7d3c1e2a-5b7f-4c1d-9a55-0c8e6f2d4b11-1280.webp';
    await saveSiteSettings(app.db, {
      ...settings,
      bannerImages: [uploaded, ...settings.bannerImages.slice(1)],
    });
    expect(pageParts((await get('/')).body).preloads).toEqual([
      {
        as: 'image',
        href: uploaded,
        imagesrcset: imageSrcSet(uploaded),
        imagesizes: '100vw',
        fetchpriority: 'high',
      },
    ]);
    await saveSiteSettings(app.db, settings);
    for (const url of ['/about', '/courses', '/contact'])
      expect(pageParts((await get(url)).body).preloads, url).toEqual([]);
  });

  it('gives About the breadcrumb it shows', async () => {
    expect(ldOfType((await get('/about')).body, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'About', item: `${PUBLIC_URL}/about` },
    ]);
  });

  it('keeps account and dashboard pages out of search results', async () => {
    for (const url of [
      '/login',
      '/register',
      '/forget-password',
      '/reset-password/some-token',
      '/verify-email/some-token',
      '/unsubscribe?token=some-token',
      '/guardian/confirm/some-token',
      '/pay/some-token',
      '/check-in',
      '/family',
      '/family/abc',
      '/learn/abc',
      '/test-attempt/abc',
      '/test-result/abc',
      '/profile',
      '/myLearning',
      '/admin/dashboard',
      '/admin/dashboard/update-course/abc',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const page = pageParts(res.body);
      expect(page.meta('robots'), url).toBe('noindex');
      expect(page.canonical, url).toEqual([]);
      expect(page.meta('og:url'), url).toBeUndefined();
    }
  });

  it('answers 404 with the lost page for a path the app does not know', async () => {
    for (const url of ['/course/abc', '/no/such/page', '/admin/dashboard/nope', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      const page = pageParts(res.body);
      expect(page.title, url).toBe(`Page not found | ${settings.name}`);
      expect(page.meta('robots'), url).toBe('noindex');
      expect(page.mainText, url).toContain('Oops, looks like the page is lost.');
    }
  });

  it('lets a browser revalidate a page and get 304 while it is unchanged', async () => {
    const first = await get('/courses');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/courses',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await saveSiteSettings(app.db, { ...settings, name: 'Shiksha Code Academy' });
    const changed = await app.inject({
      method: 'GET',
      url: '/courses',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(pageParts(changed.body).title).toBe('Our Courses | Shiksha Code Academy');
    await saveSiteSettings(app.db, settings);
  });
});
