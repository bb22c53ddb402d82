import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#common/site-settings';
import { makeCourse } from '../helpers/factories';
import type { TestSite } from '../helpers/test-app';
import { ldOfType, pageParts } from './page-parts';
import { articleWriter, startSeoSite } from './seo-site';

const hostile = `Learn "HTML" & <script>alert('title')</script></title></noscript><b>bold</b>`;
const hostileText = `Quotes " and ' end attributes; </script><script>alert('text')</script> & more`;

/** The page has no element the hostile text tried to open, and it reads back as the same text. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script>alert/);
  expect(html).not.toContain('<b>bold</b>');
  const page = pageParts(html);
  expect(page.headScripts.every((attrs) => attrs === ' type="application/ld+json"')).toBe(true);
  for (const block of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    expect(block[1]).not.toMatch(/[<>]/);
  }
  expect((html.match(/<\/noscript>/g) ?? []).length).toBe((html.match(/<noscript>/g) ?? []).length);
}

describe('hostile text in a page', () => {
  let site: TestSite;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('stays text in the title, meta tags, JSON-LD, rendered page and answers of a course', async () => {
    const course = await makeCourse(app, {
      course_title: hostile,
      sub_title: hostileText,
      description: hostileText,
      category: hostile,
      instructor: hostile,
    });
    const res = await app.inject({ method: 'GET', url: `/course-detail/${course.id}` });
    expect(res.statusCode).toBe(200);
    expectInert(res.body);
    const page = pageParts(res.body);
    expect(page.titles).toEqual([`${hostile} | ${defaultSiteSettings.name}`]);
    expect(page.meta('og:title')).toBe(hostile);
    expect(page.meta('twitter:title')).toBe(hostile);
    expect(page.meta('og:image:alt')).toBe(hostile);
    expect(page.meta('description')).toBe(`${hostileText}. ${hostileText}`);
    const data = ldOfType(res.body, 'Course');
    expect(data.name).toBe(hostile);
    expect(data.description).toBe(hostileText);
    expect(data.instructor).toEqual({ '@type': 'Person', name: hostile });
    expect(page.headings).toEqual([hostile]);
    expect(page.appText).toContain(hostileText);
    const answer = page.state?.queries.find((query) => query.queryKey.includes(course.id));
    expect(answer?.state.data).toMatchObject({ courseTitle: hostile, subTitle: hostileText });
  });

  it('stays text in a news item and a blog post written through the API', async () => {
    const write = await articleWriter(app);
    const news = await write.news(hostile, hostileText);
    const post = await write.post(hostile, `${hostileText}\n\n<img src=x onerror=alert(1)>`);
    for (const url of [`/news/${news._id}`, `/blog/${post._id}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectInert(res.body);
      expect(res.body, url).not.toContain('<img src=x');
      const page = pageParts(res.body);
      expect(page.title, url).toBe(`${hostile} | ${defaultSiteSettings.name}`);
      expect(page.meta('og:description'), url).toMatch(
        /^Quotes " and ' end attributes; <\/script>/,
      );
      const data = page.jsonLd.find((d) => d.headline !== undefined);
      expect(data?.headline, url).toBe(hostile);
    }
  });
});
