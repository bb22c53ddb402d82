import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../src/server/db/factories';
import { pdfFile, pngImage } from './helpers/files';
import { as, logIn, multipart, registerStudent, student } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

const fields = {
  courseTitle: 'Spoken English for Coders',
  subTitle: 'Explain your code clearly in interviews and stand-ups.',
  category: 'Soft Skills',
  coursePrice: '2499.50',
  description: 'Practice explaining programs, designs and bugs out loud, in English.',
  courseLevel: 'Beginner',
  courseDuration: '6 Weeks',
  courseLanguage: 'English',
  instructor: 'Meera Iyer',
};

describe('courses', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let buyer: string;
  let other: string;
  let courseId: string;
  const uploads = () => path.join(site.dataDir, 'uploads');
  const filesUnder = async (dir: string) =>
    (await fs.readdir(path.join(uploads(), dir), { recursive: true }).catch(() => [])).sort();

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    await makeAdmin(app.db, { email: 'admin@example.com', password: 'Admin@12345' });
    admin = await logIn(app, 'admin@example.com', 'Admin@12345');
    await registerStudent(app, { email: 'buyer@example.com' });
    await registerStudent(app, { email: 'other@example.com' });
    buyer = await logIn(app, 'buyer@example.com', student.password);
    other = await logIn(app, 'other@example.com', student.password);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const create = async (overrides: Record<string, string> = {}, thumbnail?: Buffer) =>
    as(app, admin, {
      method: 'POST',
      url: '/api/v1/course/create',
      ...(await multipart(
        { ...fields, ...overrides },
        thumbnail === undefined
          ? { courseThumbnail: { name: 'thumb.png', data: await pngImage() } }
          : { courseThumbnail: { name: 'thumb.png', data: thumbnail } },
      )),
    });

  it('creates a course unpublished, hidden from visitors until it is published', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    const course = res.json().data;
    courseId = course._id;
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
    const before = await filesUnder('public/courses');
    const res = await create({ [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await filesUnder('public/courses')).toEqual(before);
  });

  it('requires a real image as the thumbnail', async () => {
    const before = await filesUnder('public/courses');
    const missing = await create({}, Buffer.alloc(0));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ courseThumbnail: 'This field is required.' });
    const fake = await create({}, pdfFile());
    expect(fake.statusCode).toBe(415);
    expect(await filesUnder('public/courses')).toEqual(before);
  });

  it('edits the fields and replaces the image, removing the old one', async () => {
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
    const bad = await as(app, admin, {
      method: 'PATCH',
      url: `/api/v1/course/edit/${courseId}`,
      payload: { ...fields, description: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This field is required.');

    const oldUrl: string = edited.json().data.courseThumbnail;
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

  describe('resources', () => {
    let syllabusUrl: string;
    let ebookId: string;
    let pptId: string;

    it('are uploaded by the admin and listed by title for everyone', async () => {
      const syllabus = await as(app, admin, {
        method: 'POST',
        url: `/api/v1/course/addSyllabus/${courseId}`,
        ...(await multipart(
          {},
          { syllabus: { name: '../../Syllabus 2026.pdf', data: pdfFile() } },
        )),
      });
      expect(syllabus.statusCode).toBe(200);
      expect(syllabus.json().data.syllabus).toEqual([
        {
          _id: expect.any(String),
          fileName: 'Syllabus 2026.pdf',
          fileUrl: expect.stringMatching(/^\/api\/v1\/course\/file\//),
        },
      ]);
      syllabusUrl = syllabus.json().data.syllabus[0].fileUrl;

      const ebook = await as(app, admin, {
        method: 'POST',
        url: `/api/v1/course/addEbook/${courseId}`,
        ...(await multipart(
          { title: 'Interview phrases' },
          { ebookUrl: { name: 'phrases.pdf', data: pdfFile('ebook') } },
        )),
      });
      expect(ebook.json()).toMatchObject({ success: true, message: 'Ebook added successfully' });
      const ppt = await as(app, admin, {
        method: 'POST',
        url: `/api/v1/course/addppt/${courseId}`,
        ...(await multipart(
          { title: 'Week 1 slides' },
          { pptUrl: { name: 'week1.pdf', data: pdfFile('slides') } },
        )),
      });
      expect(ppt.json()).toMatchObject({ success: true, message: 'PPT added successfully' });

      const ebooks = await app.inject({ method: 'GET', url: `/api/v1/course/Ebook/${courseId}` });
      expect(ebooks.json().data).toMatchObject({
        locked: true,
        ebooks: [{ title: 'Interview phrases' }],
      });
      ebookId = ebooks.json().data.ebooks[0]._id;
      const ppts = await app.inject({ method: 'GET', url: `/api/v1/course/ppt/${courseId}` });
      expect(ppts.json().data).toMatchObject({ locked: true, ppt: [{ title: 'Week 1 slides' }] });
      pptId = ppts.json().data.ppt[0]._id;
      expect(JSON.stringify([ebooks.json(), ppts.json()])).not.toContain('private/');
    });

    it('download only for an admin or a student enrolled in the course', async () => {
      expect((await app.inject({ method: 'GET', url: syllabusUrl })).statusCode).toBe(401);
      expect((await as(app, other, { method: 'GET', url: syllabusUrl })).statusCode).toBe(403);
      const byAdmin = await as(app, admin, { method: 'GET', url: syllabusUrl });
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.headers['content-type']).toBe('application/pdf');
      expect(byAdmin.headers['content-disposition']).toBe(
        'attachment; filename="Syllabus 2026.pdf"',
      );
      expect(byAdmin.rawPayload.equals(pdfFile())).toBe(true);

      const buyerId = (await as(app, buyer, { method: 'GET', url: '/api/v1/user/profile' })).json()
        .data._id;
      await app.db
        .insertInto('enrollments')
        .values({ user_id: buyerId, course_id: courseId, created_at: new Date().toISOString() })
        .execute();
      const byBuyer = await as(app, buyer, { method: 'GET', url: syllabusUrl });
      expect(byBuyer.statusCode).toBe(200);
      const single = await as(app, buyer, {
        method: 'GET',
        url: `/api/v1/course/singlecourse/${courseId}`,
      });
      expect(single.json().data).toMatchObject({
        locked: false,
        studentCount: 1,
        enrolledStudent: [],
      });
      const asAdmin = await as(app, admin, {
        method: 'GET',
        url: `/api/v1/course/singlecourse/${courseId}`,
      });
      expect(asAdmin.json().data.enrolledStudent).toEqual([buyerId]);
    });

    it('refuse a fake PDF and an oversized file, leaving nothing in storage', async () => {
      const before = await filesUnder('private');
      const fake = await as(app, admin, {
        method: 'POST',
        url: `/api/v1/course/addEbook/${courseId}`,
        ...(await multipart(
          { title: 'Not really a PDF' },
          { ebookUrl: { name: 'book.pdf', data: await pngImage() } },
        )),
      });
      expect(fake.statusCode).toBe(415);
      expect(fake.json()).toEqual({
        success: false,
        message: 'Only PDF or EPUB files are allowed.',
      });
      const huge = await as(app, admin, {
        method: 'POST',
        url: `/api/v1/course/addSyllabus/${courseId}`,
        ...(await multipart(
          {},
          {
            syllabus: {
              name: 'huge.pdf',
              data: Buffer.concat([pdfFile(), Buffer.alloc(26 * 1024 * 1024)]),
            },
          },
        )),
      });
      expect(huge.statusCode).toBe(413);
      const noTitle = await as(app, admin, {
        method: 'POST',
        url: `/api/v1/course/addppt/${courseId}`,
        ...(await multipart({ title: ' ' }, { pptUrl: { name: 'a.pdf', data: pdfFile() } })),
      });
      expect(noTitle.json()).toMatchObject({ message: 'Title is required' });
      const noFile = await as(app, admin, {
        method: 'POST',
        url: `/api/v1/course/addppt/${courseId}`,
        ...(await multipart({ title: 'Slides' })),
      });
      expect(noFile.json()).toMatchObject({ message: 'File is required' });
      const noCourse = await as(app, admin, {
        method: 'POST',
        url: '/api/v1/course/addSyllabus/no-such-course',
        ...(await multipart({}, { syllabus: { name: 'a.pdf', data: pdfFile() } })),
      });
      expect(noCourse.statusCode).toBe(404);
      expect(await filesUnder('private')).toEqual(before);
    });

    it('are deleted with their stored files', async () => {
      const before = await filesUnder('private/course-files');
      const ebook = await as(app, admin, {
        method: 'DELETE',
        url: `/api/v1/course/removeEbook/${ebookId}`,
      });
      expect(ebook.json()).toEqual({ success: true, message: 'Ebook Deleted' });
      const ppt = await as(app, admin, {
        method: 'DELETE',
        url: `/api/v1/course/removePPT/${pptId}`,
      });
      expect(ppt.json()).toEqual({ success: true, message: 'PPT Deleted' });
      expect(await filesUnder('private/course-files')).toHaveLength(before.length - 2);
      expect(
        (await as(app, admin, { method: 'DELETE', url: `/api/v1/course/removePPT/${pptId}` }))
          .statusCode,
      ).toBe(404);
    });
  });

  it('refuses every admin call to visitors and students', async () => {
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

  it('lists every course for the admin table, ten to a page', async () => {
    for (let i = 0; i < 10; i++)
      expect((await create({ courseTitle: `Batch course ${i}` })).statusCode).toBe(201);
    const first = await as(app, admin, { method: 'GET', url: '/api/v1/course/courses?page=1' });
    expect(first.json().Pages).toBe(2);
    expect(first.json().data.data).toHaveLength(10);
    const second = await as(app, admin, { method: 'GET', url: '/api/v1/course/courses?page=2' });
    expect(second.json().data.data).toHaveLength(1);
    const all = await as(app, admin, { method: 'GET', url: '/api/v1/course/courses' });
    expect(all.json().data.total).toBe(11);
  });

  it('unpublishes a bought course instead of deleting it, and deletes others with their files', async () => {
    const kept = await as(app, admin, {
      method: 'DELETE',
      url: `/api/v1/course/removeCourse/${courseId}`,
    });
    expect(kept.json()).toEqual({
      success: true,
      message: 'This course has purchases on record, so it was unpublished instead of deleted.',
    });
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/course/singlecourse/${courseId}` }))
        .statusCode,
    ).toBe(404);
    const openAs = (cookie: string) =>
      as(app, cookie, { method: 'GET', url: `/api/v1/course/singlecourse/${courseId}` });
    expect((await openAs(other)).statusCode).toBe(404);
    // The buyer keeps the course: it is still theirs to open, listed and downloadable.
    expect((await openAs(buyer)).statusCode).toBe(200);
    const listFor = async (cookie: string) =>
      (await as(app, cookie, { method: 'GET', url: '/api/v1/course' }))
        .json()
        .data.courses.map((c: { _id: string }) => c._id);
    expect(await listFor(buyer)).toContain(courseId);
    expect(await listFor(other)).not.toContain(courseId);
    expect(
      (
        await as(app, buyer, {
          method: 'GET',
          url:
            '/api/v1/course/file/' +
            (
              await app.db
                .selectFrom('course_files')
                .select('id')
                .where('course_id', '=', courseId)
                .executeTakeFirstOrThrow()
            ).id,
        })
      ).statusCode,
    ).toBe(200);

    const fresh = (await create({ courseTitle: 'Short lived' })).json().data;
    await as(app, admin, {
      method: 'POST',
      url: `/api/v1/course/addSyllabus/${fresh._id}`,
      ...(await multipart({}, { syllabus: { name: 's.pdf', data: pdfFile() } })),
    });
    const privateBefore = await filesUnder('private/course-files');
    const publicBefore = await filesUnder('public/courses');
    const gone = await as(app, admin, {
      method: 'DELETE',
      url: `/api/v1/course/removeCourse/${fresh._id}`,
    });
    expect(gone.json()).toEqual({ success: true, message: 'Course deleted' });
    expect(await filesUnder('private/course-files')).toHaveLength(privateBefore.length - 1);
    expect(await filesUnder('public/courses')).toHaveLength(publicBefore.length - 3);
    expect(
      (await as(app, admin, { method: 'GET', url: `/api/v1/course/singlecourse/${fresh._id}` }))
        .statusCode,
    ).toBe(404);
  });
});
