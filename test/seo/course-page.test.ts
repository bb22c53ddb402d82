import type { FastifyInstance } from 'fastify';
import { imageSrcSet } from '../../src/common/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../src/common/site-settings';
import { makeCourse } from '../../src/server/db/factories';
import type { Course } from '../../src/server/db/schema';
import { pngImage } from '../helpers/files';
import type { TestSite } from '../helpers/test-app';
import { ldOfType, pageParts } from './page-parts';
import { PUBLIC_URL, startSeoSite } from './seo-site';

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

  it('carries the main text for readers without JavaScript, and the app to run', () => {
    const { mainText } = pageParts(html);
    expect(mainText).toContain(`<h1>${course.course_title}</h1>`);
    expect(mainText).toContain(`<p>${course.sub_title}</p>`);
    expect(mainText).toContain('<p>Variables, loops and functions.</p>');
    expect(mainText).toContain('<p>Then a small project of your own.</p>');
    expect(mainText).toContain('<li>Price: ₹3,499</li>');
    expect(mainText).toContain('<li>Mode: Offline (classroom)</li>');
  });

  it('carries the outline, in order with lesson lengths and total hours, and the highlights', () => {
    const { mainText } = pageParts(html);
    expect(mainText).toContain('<h2>Course outline</h2>');
    expect(mainText).toContain('<p>2 modules, 2.5 hours in total</p>');
    expect(mainText.indexOf('First steps (30 min)')).toBeLessThan(mainText.indexOf('Loops (2 hr)'));
    expect(mainText).toContain('<li>Installing &lt;Python&gt;: 30 min</li>');
    expect(mainText).toContain('<li>Write small programs</li>');
    expect(mainText).toContain('<h2>Prerequisites</h2>');
    expect(mainText).toContain('<p>Basic computer use.</p>');
    expect(mainText).toContain('<p>Class 8 and above.</p>');
  });

  it('runs the app', () => {
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script type="module" src="[^"]+"><\/script>/);
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
