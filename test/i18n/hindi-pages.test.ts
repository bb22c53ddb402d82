import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from '../helpers/factories';
import type { TestSite } from '../helpers/test-app';
import { pageParts } from '../seo/page-parts';
import { HINDI_FONTS, PUBLIC_URL, startSeoSite } from '../seo/seo-site';

/** Each `<link rel="alternate" hreflang>` of a page's head: language -> address. */
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)"/g)].map(
      ([, language, href]) => [language, href],
    ),
  );

describe('the Hindi pages, as the server sends them', () => {
  let site: TestSite;
  let app: FastifyInstance;
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).body;

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
    await makeCourse(app, { course_title: 'Python for Beginners', course_price: 12_500_000 });
    await makeCourse(app, {
      course_title: 'Web Design',
      course_title_hi: 'वेब डिज़ाइन',
      sub_title: 'Pages that work on every phone',
    });
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('renders /hi/ in Hindi: <html lang="hi">, a Hindi head, the alternates of both languages', async () => {
    const html = await get('/hi/');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
    const parts = pageParts(html);
    expect(parts.title).toBe('कोडिंग क्लासेस | Vidya Computer Institute');
    expect(parts.meta('description')).toContain('कोडिंग सिखाता है');
    expect(parts.canonical).toEqual([`${PUBLIC_URL}/hi`]);
    expect(alternates(html)).toEqual({
      en: `${PUBLIC_URL}/`,
      hi: `${PUBLIC_URL}/hi`,
      'x-default': `${PUBLIC_URL}/`,
    });
    const text = pageParts(html).appText;
    expect(text).toContain('अभी रजिस्ट्रेशन करें!');
    expect(text).toContain('हमारे बारे में');
    expect(text).not.toContain('Registration Now!');
    // The header's links stay in Hindi, and the switch leads to the English page.
    expect(pageParts(html).app).toContain('href="/hi/courses"');
    expect(html).toMatch(/<a href="\/" lang="en" hrefLang="en"[^>]*>English<\/a>/);
  });

  it("shows the institute's Hindi of a course on the Hindi page, its English elsewhere", async () => {
    const hindi = pageParts(await get('/hi/courses')).appText;
    expect(hindi).toContain('वेब डिज़ाइन');
    expect(hindi).not.toContain('Web Design');
    // No Hindi subtitle written: the English one stands in.
    expect(hindi).toContain('Pages that work on every phone');
    const english = pageParts(await get('/courses')).appText;
    expect(english).toContain('Web Design');
    expect(english).not.toContain('वेब डिज़ाइन');
  });

  it('preloads the Hindi font on a Hindi page only, and serves it', async () => {
    const preload =
      /<link rel="preload" href="(\/assets\/noto-sans-devanagari-(\d00)-[\w-]+\.woff2)" as="font" type="font\/woff2" crossorigin>/g;
    const hindi = await get('/hi/courses');
    const fonts = [...hindi.matchAll(preload)];
    expect(fonts.map(([, , weight]) => weight)).toEqual(['400']);
    // Asked for first, just after the charset: before the app's script and any picture.
    const head = hindi.slice(0, hindi.indexOf('</head>'));
    expect(head).toMatch(
      /^<!doctype html>\s*<html lang="hi">\s*<head>\s*<meta charset="UTF-8" \/>\s*<link rel="preload" href="\/assets\/noto-sans-devanagari-/i,
    );
    expect(await get('/courses')).not.toMatch(/\.woff2/);
    for (const font of Object.values(HINDI_FONTS)) {
      const res = await app.inject({ method: 'GET', url: `/${font}` });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('renders /hi/courses in Hindi, with its course and Indian grouping', async () => {
    const html = await get('/hi/courses');
    expect(html).toMatch(/<html lang="hi">/);
    expect(pageParts(html).title).toBe('हमारे कोर्स | Vidya Computer Institute');
    expect(alternates(html)).toEqual({
      en: `${PUBLIC_URL}/courses`,
      hi: `${PUBLIC_URL}/hi/courses`,
      'x-default': `${PUBLIC_URL}/courses`,
    });
    const text = pageParts(html).appText;
    expect(text).toContain('हमारे कोर्स');
    expect(text).toContain('कोर्स खोजें');
    expect(text).toContain('Python for Beginners');
    expect(text).toContain('₹1,25,000');
    expect(text).not.toContain('Search courses');
  });

  it('keeps the English pages English, pointing at their Hindi versions', async () => {
    const html = await get('/courses');
    expect(html).toMatch(/<html lang="en">/);
    expect(pageParts(html).title).toBe('Our Courses | Vidya Computer Institute');
    expect(alternates(html).hi).toBe(`${PUBLIC_URL}/hi/courses`);
    expect(pageParts(html).appText).toContain('Search courses');
    expect(html).toMatch(/<a href="\/hi\/courses" lang="hi" hrefLang="hi"[^>]*>हिंदी<\/a>/);
  });

  it('lists both languages of every page in the sitemap', async () => {
    const xml = await get('/sitemap.xml');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    for (const path of ['/', '/courses', '/about']) {
      const hindi = path === '/' ? '/hi' : `/hi${path}`;
      expect(locs).toContain(`${PUBLIC_URL}${path}`);
      expect(locs).toContain(`${PUBLIC_URL}${hindi}`);
    }
    expect(locs.filter((loc) => loc?.includes('/hi')).length).toBe(locs.length / 2);
  });
});
