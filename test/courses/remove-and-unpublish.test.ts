import { FILES_PER_PICTURE } from '../helpers/files';
import { describe, expect, it } from 'vitest';
import { makeCourse, makeCourseFile, makeEnrollment } from '../helpers/factories';
import { as } from '../helpers/requests';
import { courseSite } from './course-site';

describe('courses: removing', () => {
  const ctx = courseSite();

  it('unpublishes a bought course instead of deleting it', async () => {
    const { app, admin } = ctx;
    const buyer = await ctx.newStudent();
    const other = (await ctx.newStudent()).cookie;
    const courseId = (await makeCourse(app)).id;
    await makeCourseFile(app, courseId);
    await makeEnrollment(app.db, buyer.id, courseId);

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
    expect((await openAs(buyer.cookie)).statusCode).toBe(200);
    const listFor = async (cookie: string) =>
      (await as(app, cookie, { method: 'GET', url: '/api/v1/course' }))
        .json()
        .data.courses.map((c: { _id: string }) => c._id);
    expect(await listFor(buyer.cookie)).toContain(courseId);
    expect(await listFor(other)).not.toContain(courseId);
    expect(
      (
        await as(app, buyer.cookie, {
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
  });

  it('deletes a course nobody bought, with its files', async () => {
    const { app, admin } = ctx;
    const fresh = await makeCourse(app, { course_title: 'Short lived' });
    await makeCourseFile(app, fresh.id);
    const privateBefore = await ctx.filesUnder('private/course-files');
    const publicBefore = await ctx.filesUnder('public/courses');
    const gone = await as(app, admin, {
      method: 'DELETE',
      url: `/api/v1/course/removeCourse/${fresh.id}`,
    });
    expect(gone.json()).toEqual({ success: true, message: 'Course deleted' });
    expect(await ctx.filesUnder('private/course-files')).toHaveLength(privateBefore.length - 1);
    expect(await ctx.filesUnder('public/courses')).toHaveLength(
      publicBefore.length - FILES_PER_PICTURE,
    );
    expect(
      (await as(app, admin, { method: 'GET', url: `/api/v1/course/singlecourse/${fresh.id}` }))
        .statusCode,
    ).toBe(404);
  });
});
