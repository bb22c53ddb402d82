import { describe, expect, it } from 'vitest';
import { makeCourse } from '../helpers/factories';
import { as } from '../helpers/requests';
import { courseSite, fields } from './course-site';

describe('courses: admin calls', () => {
  const ctx = courseSite();

  it('refuses every admin call to visitors and students', async () => {
    const { app } = ctx;
    const buyer = (await ctx.newStudent()).cookie;
    const courseId = (await makeCourse(app)).id;
    const calls: [string, string][] = [
      ['GET', '/api/v1/course/courses?page=1'],
      ['POST', '/api/v1/course/create'],
      ['PATCH', `/api/v1/course/togglePublish/${courseId}?publish=false`],
      ['PATCH', `/api/v1/course/editImg/${courseId}`],
      ['PATCH', `/api/v1/course/edit/${courseId}`],
      ['DELETE', `/api/v1/course/removeCourse/${courseId}`],
      ['POST', `/api/v1/course/addSyllabus/${courseId}`],
      ['DELETE', `/api/v1/course/removeSyllabus/${courseId}/x`],
      ['POST', `/api/v1/course/addEbook/${courseId}`],
      ['DELETE', '/api/v1/course/removeEbook/x'],
      ['POST', `/api/v1/course/addppt/${courseId}`],
      ['DELETE', '/api/v1/course/removePPT/x'],
    ];
    for (const [method, url] of calls) {
      const payload = method === 'PATCH' && url.includes('/edit/') ? { payload: fields } : {};
      expect(
        (await as(app, undefined, { method: method as 'GET', url, ...payload })).statusCode,
        url,
      ).toBe(401);
      expect(
        (await as(app, buyer, { method: method as 'GET', url, ...payload })).statusCode,
        url,
      ).toBe(403);
    }
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/course/singlecourse/${courseId}` })).json()
        .data.isPublish,
    ).toBe(true);
  });
});

describe('courses: the admin table', () => {
  // A site of its own, so the course count is exactly what this test made.
  const ctx = courseSite();

  it('lists every course for the admin table, ten to a page', async () => {
    const { app, admin } = ctx;
    await makeCourse(app);
    for (let i = 0; i < 10; i++)
      await makeCourse(app, { course_title: `Batch course ${i}`, published: false });
    const first = await as(app, admin, { method: 'GET', url: '/api/v1/course/courses?page=1' });
    expect(first.json().Pages).toBe(2);
    expect(first.json().data.data).toHaveLength(10);
    const second = await as(app, admin, { method: 'GET', url: '/api/v1/course/courses?page=2' });
    expect(second.json().data.data).toHaveLength(1);
    const all = await as(app, admin, { method: 'GET', url: '/api/v1/course/courses' });
    expect(all.json().data.total).toBe(11);
    const ids = [...first.json().data.data, ...second.json().data.data].map(
      (c: { _id: string }) => c._id,
    );
    expect(new Set(ids).size).toBe(11);
  });
});
