import { describe, expect, it } from 'vitest';
import { makeCourse } from '../helpers/factories';
import { as, multipart } from '../helpers/requests';
import { courseSite } from '../courses/course-site';
import { build, lesson, lessonCourse, mp4File } from './lesson-course';

describe('lessons: the admin builds them', () => {
  const ctx = courseSite();

  const titles = (modules: { title: string; lessons: { title: string }[] }[]) =>
    modules.map((module) => [module.title, ...module.lessons.map((one) => one.title)]);

  it('adds, edits, reorders and deletes modules and lessons; the course page follows', async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app);
    const [first] = await build(ctx, 'POST', `/course/${course.id}/modules`, { title: 'One' });
    const second = (await build(ctx, 'POST', `/course/${course.id}/modules`, { title: 'Two' }))[1]!;
    const moved = await build(ctx, 'POST', `/modules/${second.id}/move`, { direction: 'up' });
    expect(titles(moved)).toEqual([['Two'], ['One']]);
    // At the top already: the order stays.
    expect(
      titles(await build(ctx, 'POST', `/modules/${second.id}/move`, { direction: 'up' })),
    ).toEqual([['Two'], ['One']]);
    await build(
      ctx,
      'POST',
      `/modules/${first!.id}/lessons`,
      lesson({ title: 'A', kind: 'notes' }),
    );
    await build(
      ctx,
      'POST',
      `/modules/${first!.id}/lessons`,
      lesson({ title: 'B', kind: 'notes', minutes: 20, freePreview: true }),
    );
    const three = await build(
      ctx,
      'POST',
      `/modules/${first!.id}/lessons`,
      lesson({ title: 'C', kind: 'notes' }),
    );
    const [a, b, c] = three[1]!.lessons;
    const reordered = await build(ctx, 'POST', `/${c!.id}/move`, { direction: 'up' });
    expect(titles(reordered)).toEqual([['Two'], ['One', 'A', 'C', 'B']]);

    const edited = await build(
      ctx,
      'PUT',
      `/${a!.id}`,
      lesson({
        title: 'A, now a video',
        titleHi: 'ए, अब वीडियो',
        kind: 'video',
        youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
        minutes: 12,
      }),
    );
    expect(edited[1]!.lessons[0]).toMatchObject({
      title: 'A, now a video',
      titleHi: 'ए, अब वीडियो',
      kind: 'video',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      minutes: 12,
      required: true,
    });
    const deleted = await build(ctx, 'DELETE', `/${b!.id}`);
    expect(titles(deleted)).toEqual([['Two'], ['One', 'A, now a video', 'C']]);

    const page = await as(app, admin, {
      method: 'GET',
      url: `/api/v1/course/singlecourse/${course.id}`,
    });
    expect(page.json().data.outline).toEqual([
      { title: 'Two', titleHi: null, lessons: [] },
      {
        title: 'One',
        titleHi: null,
        lessons: [
          { title: 'A, now a video', titleHi: 'ए, अब वीडियो', minutes: 12 },
          { title: 'C', titleHi: null, minutes: 10 },
        ],
      },
    ]);
    expect(titles(await build(ctx, 'DELETE', `/modules/${second.id}`))).toEqual([
      ['One', 'A, now a video', 'C'],
    ]);
  });

  it('marks free previews on the course page and keeps lessons when the outline form saves', async () => {
    const { app, admin } = ctx;
    const { courseId, ids } = await lessonCourse(ctx);
    const page = await as(app, admin, {
      method: 'GET',
      url: `/api/v1/course/singlecourse/${courseId}`,
    });
    const outline = page.json().data.outline;
    expect(outline[0].lessons[0]).toEqual({
      title: 'Welcome',
      titleHi: null,
      minutes: 5,
      preview: true,
    });
    expect(outline[1].lessons.map((l: { minutes: number }) => l.minutes)).toEqual([45, 10]);

    // The outline form renames the first lesson and drops the second module's last lesson.
    outline[0].lessons[0] = { title: 'Welcome aboard', titleHi: null, minutes: 6 };
    outline[1].lessons.pop();
    const saved = await as(app, admin, {
      method: 'PUT',
      url: `/api/v1/course/outline/${courseId}`,
      payload: { modules: outline, learningPoints: [], prerequisites: '', audience: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.outline[0].lessons[0]).toEqual({
      title: 'Welcome aboard',
      titleHi: null,
      minutes: 6,
      preview: true,
    });
    const kept = await as(app, admin, { method: 'GET', url: `/api/v1/lessons/${ids.preview}` });
    expect(kept.json().data).toMatchObject({ title: 'Welcome aboard', youtubeId: 'dQw4w9WgXcQ' });
    expect(
      (await as(app, admin, { method: 'GET', url: `/api/v1/lessons/${ids.extra}` })).statusCode,
    ).toBe(404);
  });

  it('refuses what a form would refuse, and uploads of the wrong kind', async () => {
    const { app, admin } = ctx;
    const { ids } = await lessonCourse(ctx);
    const refused = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      const response = await as(app, admin, {
        method,
        url: `/api/v1/lessons/admin${url}`,
        payload,
      });
      expect(response.statusCode, url).toBe(400);
      return response.json().errors;
    };
    expect(
      await refused('PUT', `/${ids.notes}`, { title: ' ', kind: 'notes', minutes: 0 }),
    ).toMatchObject({
      title: 'Lesson title is required.',
      minutes: 'Enter the lesson length in minutes (1 to 600).',
    });
    expect(
      await refused('PUT', `/${ids.live}`, { title: 'Live', kind: 'live', minutes: 5 }),
    ).toMatchObject({
      liveUrl: 'Enter the live class address, starting with https://',
    });
    expect(
      await refused('PUT', `/${ids.preview}`, {
        title: 'V',
        kind: 'video',
        minutes: 5,
        youtubeUrl: 'https://example.com/v',
      }),
    ).toMatchObject({ youtubeUrl: 'Enter a YouTube video address.' });

    const upload = async (id: string, name: string, data: Buffer) =>
      as(app, admin, {
        method: 'POST',
        url: `/api/v1/lessons/admin/${id}/upload`,
        ...(await multipart({}, { file: { name, data } })),
      });
    expect((await upload(ids.notes, 'a.mp4', mp4File())).statusCode).toBe(409);
    expect((await upload(ids.video, 'a.mp4', Buffer.from('not a video at all'))).statusCode).toBe(
      415,
    );
    expect((await upload(ids.file, 'a.mp4', mp4File())).statusCode).toBe(415);
    const before = await ctx.filesUnder('private/lessons');
    const replaced = await upload(ids.video, 'second.mp4', mp4File(8000));
    expect(replaced.statusCode).toBe(200);
    expect(await ctx.filesUnder('private/lessons')).toHaveLength(before.length);
    const noFile = await as(app, admin, {
      method: 'POST',
      url: `/api/v1/lessons/admin/${ids.video}/upload`,
      ...(await multipart({ note: 'x' })),
    });
    expect(noFile.statusCode).toBe(400);
  });
});
