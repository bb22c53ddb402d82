import { describe, expect, it } from 'vitest';
import { pdfFile, pngImage } from '../helpers/files';
import { as, multipart } from '../helpers/requests';
import { courseSite, fields } from './course-site';

describe('courses: creating and publishing', () => {
  const ctx = courseSite();

  /** The admin's create form, sent as the browser sends it. */
  const create = async (overrides: Record<string, string> = {}, thumbnail?: Buffer) =>
    as(ctx.app, ctx.admin, {
      method: 'POST',
      url: '/api/v1/course/create',
      ...(await multipart(
        { ...fields, ...overrides },
        { courseThumbnail: { name: 'thumb.png', data: thumbnail ?? (await pngImage()) } },
      )),
    });

  it('creates a course unpublished, hidden from visitors until it is published', async () => {
    const { app, admin } = ctx;
    const buyer = (await ctx.newStudent()).cookie;
    const res = await create();
    expect(res.statusCode).toBe(201);
    const course = res.json().data;
    const courseId: string = course._id;
    expect(course).toMatchObject({
      ...fields,
      coursePrice: 2499.5,
      isPublish: false,
      studentCount: 0,
      syllabus: [],
      ebooks: [],
      ppt: [],
    });
    expect(course.courseThumbnail).toMatch(/^\/media\/courses\/.+-1280\.webp$/);
    expect((await app.inject({ method: 'GET', url: course.courseThumbnail })).statusCode).toBe(200);

    const publicList = await app.inject({ method: 'GET', url: '/api/v1/course' });
    expect(publicList.json().data.courses.map((c: { _id: string }) => c._id)).not.toContain(
      courseId,
    );
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/course/singlecourse/${courseId}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(app, buyer, { method: 'GET', url: `/api/v1/course/singlecourse/${courseId}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(app, admin, { method: 'GET', url: `/api/v1/course/singlecourse/${courseId}` }))
        .statusCode,
    ).toBe(200);

    const published = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/course/togglePublish/${courseId}?publish=true`,
    });
    expect(published.json()).toMatchObject({
      success: true,
      message: 'Course published',
      data: { isPublish: true },
    });
    const listed = await app.inject({ method: 'GET', url: '/api/v1/course' });
    expect(listed.json().data.courses.map((c: { _id: string }) => c._id)).toContain(courseId);
    const single = await app.inject({
      method: 'GET',
      url: `/api/v1/course/singlecourse/${courseId}`,
    });
    expect(single.json().data).toMatchObject({
      courseTitle: fields.courseTitle,
      locked: true,
      enrolledStudent: [],
    });
  });

  it.each([
    ['courseTitle', '', 'This field is required.'],
    ['category', '   ', 'This field is required.'],
    ['coursePrice', '', 'This field is required.'],
    ['coursePrice', '0', 'Enter a price in rupees above 0, with at most 2 decimals.'],
    ['coursePrice', '-5', 'Enter a price in rupees above 0, with at most 2 decimals.'],
    ['coursePrice', 'free', 'Enter a price in rupees above 0, with at most 2 decimals.'],
    ['courseLevel', 'Expert', 'This field is required.'],
    ['instructor', '', 'This field is required.'],
  ])('refuses %s %j with the rule message and stores nothing', async (field, value, message) => {
    const before = await ctx.filesUnder('public/courses');
    const res = await create({ [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await ctx.filesUnder('public/courses')).toEqual(before);
  });

  it('requires a real image as the thumbnail', async () => {
    const before = await ctx.filesUnder('public/courses');
    const missing = await create({}, Buffer.alloc(0));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ courseThumbnail: 'This field is required.' });
    const fake = await create({}, pdfFile());
    expect(fake.statusCode).toBe(415);
    expect(await ctx.filesUnder('public/courses')).toEqual(before);
  });
});
