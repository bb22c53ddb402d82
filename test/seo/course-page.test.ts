import type { FastifyInstance } from 'fastify';
import { imageSrcSet } from '#common/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#common/site-settings';
import { makeCourse } from '../helpers/factories';
import type { Course } from '#server/db/schema';
import { adminSession } from '../helpers/catalogue';
import { pngImage } from '../helpers/files';
import { as } from '../helpers/requests';
import type { TestSite } from '../helpers/test-app';
import { ldOfType, pageParts } from './page-parts';
import { PUBLIC_URL, startSeoSite, STYLESHEET } from './seo-site';

describe('a course page as the server sends it', () => {
  let site: TestSite;
  let app: FastifyInstance;
  let course: Course;
  let html: string;
  const url = () => `${PUBLIC_URL}/course-detail/${course.id}`;

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
    course = await makeCourse(app, {
      course_title: 'Python for Beginners',
      sub_title: 'Write your first programs in twelve weeks',
      description: 'Variables, loops and functions.\n\nThen a small project of your own.',
      course_price: 349900,
      category: 'Programming',
      thumbnail: await pngImage(1600, 900),
      course_mode: 'offline',
      outline: JSON.stringify([
        { title: 'First steps', lessons: [{ title: 'Installing <Python>', minutes: 30 }] },
        {
          title: 'Loops',
          lessons: [
            { title: 'for loops', minutes: 60 },
            { title: 'while loops', minutes: 60 },
          ],
        },
      ]),
      learning_points: JSON.stringify(['Write small programs']),
      prerequisites: 'Basic computer use.',
      audience: 'Class 8 and above.',
    });
    const res = await app.inject({ method: 'GET', url: `/course-detail/${course.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    html = res.body;
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('has its own title, description and canonical address', () => {
    const page = pageParts(html);
    expect(page.titles).toEqual([`${course.course_title} | ${defaultSiteSettings.name}`]);
    expect(page.metas('description')).toHaveLength(1);
    expect(page.meta('description')).toMatch(new RegExp(`^${course.sub_title}\\. Variables`));
    expect(page.canonical).toEqual([url()]);
    expect(page.meta('robots')).toBeUndefined();
  });

  it('previews as a card with the course picture and its size', async () => {
    const page = pageParts(html);
    expect(page.meta('og:title')).toBe(course.course_title);
    expect(page.meta('og:description')).toBe(page.meta('description'));
    expect(page.meta('og:url')).toBe(url());
    expect(page.meta('og:site_name')).toBe(defaultSiteSettings.name);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    const image = page.meta('og:image')!;
    expect(image.startsWith(`${PUBLIC_URL}/media/`)).toBe(true);
    expect(page.meta('twitter:image')).toBe(image);
    // A JPEG card cut from the upload, which every link preview shows.
    expect(image).toMatch(/-card\.jpg$/);
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['1200', '630']);
    const served = await app.inject({ method: 'GET', url: image.slice(PUBLIC_URL.length) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('preloads the course picture in the widths and at the size the page draws it', () => {
    const [preload] = pageParts(html).preloads;
    expect(preload).toMatchObject({ as: 'image', fetchpriority: 'high' });
    expect(preload!.href).toMatch(/^\/media\/.+-1280\.webp$/);
    expect(preload!.imagesrcset).toBe(imageSrcSet(preload!.href!));
    expect(preload!.imagesizes).toBe('(min-width: 1024px) 480px, 100vw');
  });

  it('describes the course with its provider and its price in rupees', () => {
    const data = ldOfType(html, 'Course');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: course.course_title,
      description: course.sub_title,
      url: url(),
      provider: { '@type': 'EducationalOrganization', name: defaultSiteSettings.name },
      offers: { '@type': 'Offer', price: 3499, priceCurrency: 'INR', url: url() },
    });
    expect(data.image).toBe(pageParts(html).meta('og:image'));
  });

  it('gives the breadcrumb the page shows', () => {
    const data = ldOfType(html, 'BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Courses', item: `${PUBLIC_URL}/courses` },
      { '@type': 'ListItem', position: 2, name: course.course_title, item: url() },
    ]);
  });

  it('comes rendered by the app: the course, its facts and its description', () => {
    const page = pageParts(html);
    expect(page.app).toMatch(new RegExp(`<h1[^>]*>${course.course_title}</h1>`));
    expect(page.appText).toContain(course.sub_title);
    expect(page.appText).toContain(
      'Variables, loops and functions. Then a small project of your own.',
    );
    expect(page.appText).toContain('Course fee ₹3,499');
    expect(page.appText).toContain('Mode Offline (classroom)');
    expect(page.mainText).toBe('');
  });

  it('comes with the outline, in order with lesson lengths and total hours, and the highlights', () => {
    const { appText } = pageParts(html);
    expect(appText).toContain('Course outline 2 modules · 3 lessons · 2.5 hours in total');
    expect(appText.indexOf('Module 1 First steps 30 min')).toBeLessThan(
      appText.indexOf('Module 2 Loops 2 hr'),
    );
    expect(appText).toContain('Installing <Python> 30 min');
    expect(appText).toContain('What you will learn ✓ Write small programs');
    expect(appText).toContain('Prerequisites Basic computer use.');
    expect(appText).toContain('Who this course is for Class 8 and above.');
  });

  it('carries the answers it was rendered from, for the app to hydrate without asking again', () => {
    const queries = pageParts(html).state?.queries ?? [];
    const detail = queries.find((query) => query.queryKey.includes(course.id));
    expect(detail?.state.data).toMatchObject({ _id: course.id, courseTitle: course.course_title });
    expect(queries.map((query) => query.queryKey[0])).toContain('settings');
  });

  it('is the same page for a signed-in admin: the browser fills in the session', async () => {
    const admin = await adminSession(app);
    const res = await as(app, admin, { method: 'GET', url: `/course-detail/${course.id}` });
    expect(res.statusCode).toBe(200);
    expect(pageParts(res.body).app).toBe(pageParts(html).app);
  });

  it('runs the app', () => {
    expect(html).toMatch(/<script type="module" fetchpriority="low" src="[^"]+"><\/script>/);
  });

  it("lists the whole stylesheet, then the app's steps and the course screen, each chunk once, none the entry fetches", () => {
    const list = /<script type="application\/json" id="app-modules"[^>]*>(.*?)<\/script>/.exec(
      html,
    );
    expect(html).not.toContain('rel="modulepreload"');
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual([
      `/${STYLESHEET.file}`,
      '/assets/start-a1.js',
      '/assets/app-p1.js',
      '/assets/course-detail-c1.js',
      '/assets/form-f1.js',
    ]);
  });

  it('carries only the rules of the stylesheet its own elements use', () => {
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<style>h1{margin:0}.lg\\:mx-auto{margin-inline:auto}</style>');
  });

  it("names where each screen's own modules are, for the screens shown later, cached for good", async () => {
    const address =
      /<script type="application\/json" id="app-modules" data-screens="([^"]+)">/.exec(html)?.[1];
    expect(address).toMatch(/^\/screen-modules\.[\w-]+\.json$/);
    // The page's own screen is in its list: the list of the others can wait for the app's idle time.
    expect(html).not.toContain('rel="preload" href="/screen-modules');
    const res = await app.inject({ method: 'GET', url: address ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.json()).toEqual({
      'course-detail': ['/assets/course-detail-c1.js', '/assets/form-f1.js'],
    });
  });

  it('answers 404 with the lost page for an unpublished course', async () => {
    const hidden = await makeCourse(app, { published: false });
    const res = await app.inject({ method: 'GET', url: `/course-detail/${hidden.id}` });
    expect(res.statusCode).toBe(404);
    const page = pageParts(res.body);
    expect(page.title).toBe(`Page not found | ${defaultSiteSettings.name}`);
    expect(page.meta('robots')).toBe('noindex');
    expect(page.canonical).toEqual([]);
    expect(page.jsonLd).toEqual([]);
    expect(res.body).not.toContain(hidden.course_title);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('answers 404, never 5xx, for ids that do not exist or cannot be one', async () => {
    for (const id of [
      'no-such-course',
      '%27%20OR%201%3D1--',
      'x'.repeat(500),
      encodeURIComponent('<script>alert(1)</script>'),
    ]) {
      const res = await app.inject({ method: 'GET', url: `/course-detail/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.body, id).not.toContain('<script>alert(1)');
      expect(pageParts(res.body).title, id).toBe(`Page not found | ${defaultSiteSettings.name}`);
    }
  });

  it('refuses a malformed address with 400', async () => {
    for (const id of ['%E0%A4%A', '%ZZ', '%C0%AF', '%00']) {
      const res = await app.inject({ method: 'GET', url: `/course-detail/${id}` });
      expect(res.statusCode, id).toBe(400);
    }
  });

  it('matches the address as the app does: any case, a trailing slash, a query', async () => {
    for (const path of [
      `/COURSE-DETAIL/${course.id}`,
      `/course-detail/${course.id}/`,
      `/course-detail/${course.id}?ref=whatsapp`,
    ]) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(pageParts(res.body).canonical, path).toEqual([url()]);
    }
  });
});
