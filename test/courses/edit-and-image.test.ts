import { describe, expect, it } from 'vitest';
import { makeCourse } from '../helpers/factories';
import { pngImage } from '../helpers/files';
import { as, multipart } from '../helpers/requests';
import { courseSite, fields } from './course-site';

describe('courses: editing', () => {
  const ctx = courseSite();

  it('edits the fields and replaces the image, removing the old one', async () => {
    const { app, admin } = ctx;
    const courseId = (await makeCourse(app)).id;
    const edited = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/course/edit/${courseId}`,
      payload: { ...fields, courseTitle: 'Spoken English for Developers', coursePrice: 1999 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      courseTitle: 'Spoken English for Developers',
      coursePrice: 1999,
    });
    const stored = await app.db
      .selectFrom('courses')
      .select('course_price')
      .where('id', '=', courseId)
      .executeTakeFirstOrThrow();
    expect(stored.course_price).toBe(199900);
    const bad = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/course/edit/${courseId}`,
      payload: { ...fields, description: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This field is required.');

    const oldUrl: string = edited.json().data.courseThumbnail;
    expect((await app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(200);
    const replaced = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/course/editImg/${courseId}`,
      ...(await multipart(
        {},
        { courseThumbnail: { name: 'new.png', data: await pngImage(640, 360, '#aa3300') } },
      )),
    });
    expect(replaced.statusCode).toBe(200);
    const newUrl: string = replaced.json().data.courseThumbnail;
    expect(newUrl).not.toBe(oldUrl);
    expect((await app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(200);
  });
});
