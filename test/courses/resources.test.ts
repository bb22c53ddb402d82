import { describe, expect, it } from 'vitest';
import { makeCourse, makeCourseFile, makeEnrollment } from '../helpers/factories';
import { pdfFile, pngImage } from '../helpers/files';
import { as, multipart } from '../helpers/requests';
import { courseSite } from './course-site';

describe('courses: resources', () => {
  const ctx = courseSite();

  it('are uploaded by the admin and listed by title for everyone', async () => {
    const { app, admin } = ctx;
    const courseId = (await makeCourse(app)).id;
    const syllabus = await as(app, admin, {
      method: 'POST',
      url: `/api/v1/course/addSyllabus/${courseId}`,
      ...(await multipart({}, { syllabus: { name: '../../Syllabus 2026.pdf', data: pdfFile() } })),
    });
    expect(syllabus.statusCode).toBe(200);
    expect(syllabus.json().data.syllabus).toEqual([
      {
        _id: expect.any(String),
        fileName: 'Syllabus 2026.pdf',
        fileUrl: expect.stringMatching(/^\/api\/v1\/course\/file\//),
      },
    ]);
    const download = await as(app, admin, {
      method: 'GET',
      url: syllabus.json().data.syllabus[0].fileUrl,
    });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="Syllabus 2026.pdf"',
    );
    expect(download.rawPayload.equals(pdfFile())).toBe(true);

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
    const ppts = await app.inject({ method: 'GET', url: `/api/v1/course/ppt/${courseId}` });
    expect(ppts.json().data).toMatchObject({ locked: true, ppt: [{ title: 'Week 1 slides' }] });
    expect(JSON.stringify([ebooks.json(), ppts.json()])).not.toContain('private/');
  });

  it('download only for an admin or a student enrolled in the course', async () => {
    const { app, admin } = ctx;
    const buyer = await ctx.newStudent();
    const other = await ctx.newStudent();
    const courseId = (await makeCourse(app)).id;
    const file = await makeCourseFile(app, courseId, {
      fileName: 'Syllabus 2026.pdf',
      data: pdfFile(),
    });
    const syllabusUrl = `/api/v1/course/file/${file.id}`;
    const listed = await as(app, admin, {
      method: 'GET',
      url: `/api/v1/course/singlecourse/${courseId}`,
    });
    expect(listed.json().data.syllabus).toEqual([
      { _id: file.id, fileName: 'Syllabus 2026.pdf', fileUrl: syllabusUrl },
    ]);

    expect((await app.inject({ method: 'GET', url: syllabusUrl })).statusCode).toBe(401);
    expect((await as(app, other.cookie, { method: 'GET', url: syllabusUrl })).statusCode).toBe(403);
    const byAdmin = await as(app, admin, { method: 'GET', url: syllabusUrl });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['content-type']).toBe('application/pdf');
    expect(byAdmin.headers['content-disposition']).toBe('attachment; filename="Syllabus 2026.pdf"');
    expect(byAdmin.rawPayload.equals(pdfFile())).toBe(true);

    const buyerId = (
      await as(app, buyer.cookie, { method: 'GET', url: '/api/v1/user/profile' })
    ).json().data._id;
    expect(buyerId).toBe(buyer.id);
    await makeEnrollment(app.db, buyerId, courseId);
    const byBuyer = await as(app, buyer.cookie, { method: 'GET', url: syllabusUrl });
    expect(byBuyer.statusCode).toBe(200);
    const single = await as(app, buyer.cookie, {
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
    const { app, admin } = ctx;
    const courseId = (await makeCourse(app)).id;
    const before = await ctx.filesUnder('private');
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
    expect(await ctx.filesUnder('private')).toEqual(before);
  });

  it('are deleted with their stored files', async () => {
    const { app, admin } = ctx;
    const courseId = (await makeCourse(app)).id;
    const ebookId = (await makeCourseFile(app, courseId, { kind: 'ebook', title: 'Phrases' })).id;
    const pptId = (await makeCourseFile(app, courseId, { kind: 'ppt', title: 'Slides' })).id;
    const before = await ctx.filesUnder('private/course-files');
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
    expect(await ctx.filesUnder('private/course-files')).toHaveLength(before.length - 2);
    expect(
      (await as(app, admin, { method: 'DELETE', url: `/api/v1/course/removePPT/${pptId}` }))
        .statusCode,
    ).toBe(404);
  });

  it('delete a syllabus only through its own course', async () => {
    const { app, admin } = ctx;
    const courseId = (await makeCourse(app)).id;
    const elsewhere = (await makeCourse(app)).id;
    const syllabus = await makeCourseFile(app, courseId);
    const remove = (course: string) =>
      as(app, admin, {
        method: 'DELETE',
        url: `/api/v1/course/removeSyllabus/${course}/${syllabus.id}`,
      });
    expect((await remove(elsewhere)).statusCode).toBe(404);
    expect(await app.storage.exists(syllabus.storage_key)).toBe(true);
    expect((await remove(courseId)).json()).toEqual({ success: true, message: 'Deleted' });
    expect(await app.storage.exists(syllabus.storage_key)).toBe(false);
    const course = await as(app, admin, {
      method: 'GET',
      url: `/api/v1/course/singlecourse/${courseId}`,
    });
    expect(course.json().data.syllabus).toEqual([]);
    expect((await remove(courseId)).statusCode).toBe(404);
  });
});
