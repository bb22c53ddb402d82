import { describe, expect, it } from 'vitest';
import { makeEnrollment, makeUser } from '../helpers/factories';
import { as, logIn } from '../helpers/requests';
import { courseSite } from '../courses/course-site';
import { lessonCourse, mp4File } from './lesson-course';

describe('lessons: progress, resume and completion', () => {
  const ctx = courseSite();

  const progress = (cookie: string, id: string, payload: object) =>
    as(ctx.app, cookie, { method: 'PUT', url: `/api/v1/lessons/${id}/progress`, payload });
  const learning = async (cookie: string, courseId: string) =>
    (await as(ctx.app, cookie, { method: 'GET', url: `/api/v1/lessons/course/${courseId}` })).json()
      .data;

  it('keeps where the student left off, for any of their devices', async () => {
    const { app } = ctx;
    const { courseId, ids } = await lessonCourse(ctx);
    const { user, password } = await makeUser(app.db);
    const buyer = { id: user.id, cookie: await logIn(app, user.email, password) };
    await makeEnrollment(app.db, buyer.id, courseId);
    expect((await learning(buyer.cookie, courseId)).resumeLessonId).toBe(ids.preview);

    const opened = await as(app, buyer.cookie, {
      method: 'GET',
      url: `/api/v1/lessons/${ids.video}`,
    });
    expect(opened.json().data.positionSeconds).toBe(0);
    const saved = await progress(buyer.cookie, ids.video, { positionSeconds: 125 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.resumeLessonId).toBe(ids.video);

    // Another device: a second session of the same student.
    const again = await logIn(app, user.email, password);
    expect((await learning(again, courseId)).resumeLessonId).toBe(ids.video);
    const resumed = await as(app, again, { method: 'GET', url: `/api/v1/lessons/${ids.video}` });
    expect(resumed.json().data).toMatchObject({ positionSeconds: 125, completed: false });

    expect((await progress(buyer.cookie, ids.video, { positionSeconds: -1 })).statusCode).toBe(400);
    expect((await progress(buyer.cookie, ids.video, { completed: 'yes' })).statusCode).toBe(400);
  });

  it('completes the course when every required lesson is complete', async () => {
    const { app } = ctx;
    const { courseId, ids } = await lessonCourse(ctx);
    const buyer = await ctx.newStudent();
    await makeEnrollment(app.db, buyer.id, courseId);
    const required = [ids.preview, ids.notes, ids.file, ids.live];
    for (const id of required) {
      const done = await progress(buyer.cookie, id, { completed: true });
      expect(done.json().data.progress.complete).toBe(false);
    }
    const partway = await learning(buyer.cookie, courseId);
    expect(partway.modules.map((m: { progress: object }) => m.progress)).toEqual([
      { done: 4, total: 4 },
      { done: 0, total: 2 },
    ]);
    const last = await progress(buyer.cookie, ids.video, { completed: true, positionSeconds: 600 });
    expect(last.json().data.progress).toEqual({ done: 5, total: 6, complete: true });
    const first = await app.db
      .selectFrom('lesson_progress')
      .select('completed_at')
      .where('user_id', '=', buyer.id)
      .where('lesson_id', '=', ids.preview)
      .executeTakeFirstOrThrow();
    await progress(buyer.cookie, ids.preview, { completed: true });
    const kept = await app.db
      .selectFrom('lesson_progress')
      .select('completed_at')
      .where('user_id', '=', buyer.id)
      .where('lesson_id', '=', ids.preview)
      .executeTakeFirstOrThrow();
    expect(kept.completed_at).toBe(first.completed_at);

    const mine = await as(app, buyer.cookie, { method: 'GET', url: '/api/v1/lessons/mine' });
    expect(mine.json().data).toEqual([
      { courseId, done: 5, total: 6, complete: true, resumeLessonId: ids.preview },
    ]);
    const undone = await progress(buyer.cookie, ids.notes, { completed: false });
    expect(undone.json().data.progress).toEqual({ done: 4, total: 6, complete: false });
    // Nobody else's progress moved.
    const other = await ctx.newStudent();
    await makeEnrollment(app.db, other.id, courseId);
    expect((await learning(other.cookie, courseId)).progress).toEqual({
      done: 0,
      total: 6,
      complete: false,
    });
  });

  it('serves an uploaded video by byte ranges', async () => {
    const { app } = ctx;
    const { courseId, ids } = await lessonCourse(ctx);
    const buyer = await ctx.newStudent();
    await makeEnrollment(app.db, buyer.id, courseId);
    const video = mp4File();
    const ranged = (range: string) =>
      as(app, buyer.cookie, {
        method: 'GET',
        url: `/api/v1/lessons/${ids.video}/media`,
        headers: { range },
      });
    const start = await ranged('bytes=0-99');
    expect(start.statusCode).toBe(206);
    expect(start.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(start.headers['content-length']).toBe('100');
    expect(start.headers['accept-ranges']).toBe('bytes');
    expect(start.rawPayload.equals(video.subarray(0, 100))).toBe(true);

    const middle = await ranged('bytes=1000-');
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-${video.length - 1}/${video.length}`);
    expect(middle.rawPayload.equals(video.subarray(1000))).toBe(true);

    const tail = await ranged('bytes=-10');
    expect(tail.headers['content-range']).toBe(
      `bytes ${video.length - 10}-${video.length - 1}/${video.length}`,
    );
    expect(tail.rawPayload.equals(video.subarray(-10))).toBe(true);

    for (const bad of [`bytes=${video.length}-`, 'bytes=50-10', 'pages=1-2', 'bytes=-0']) {
      const refused = await ranged(bad);
      expect(refused.statusCode, bad).toBe(416);
      expect(refused.headers['content-range']).toBe(`bytes */${video.length}`);
    }
    const several = await ranged('bytes=0-1,5-6');
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.equals(video)).toBe(true);
  });
});
