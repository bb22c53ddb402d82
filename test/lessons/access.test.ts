import { describe, expect, it } from 'vitest';
import { makeEnrollment } from '../helpers/factories';
import { pdfFile } from '../helpers/files';
import { as } from '../helpers/requests';
import { courseSite } from '../courses/course-site';
import { captionsFile, lessonCourse, mp4File } from './lesson-course';

const get = (url: string) => ({ method: 'GET' as const, url: `/api/v1/lessons${url}` });

describe('lessons: who opens what', () => {
  const ctx = courseSite();

  it('a visitor and another student see the outline and open only the free preview', async () => {
    const { app } = ctx;
    const { courseId, ids } = await lessonCourse(ctx);
    const other = await ctx.newStudent();
    for (const cookie of [undefined, other.cookie]) {
      const outline = await as(app, cookie, get(`/course/${courseId}`));
      expect(outline.statusCode).toBe(200);
      const data = outline.json().data;
      expect(data).toMatchObject({ enrolled: false, tracked: false, resumeLessonId: ids.preview });
      expect(data.modules.map((m: { title: string }) => m.title)).toEqual([
        'Getting started',
        'Practice',
      ]);
      const open = data.modules.flatMap((m: { lessons: { title: string; open: boolean }[] }) =>
        m.lessons.filter((l) => l.open).map((l) => l.title),
      );
      expect(open).toEqual(['Welcome']);

      const preview = await as(app, cookie, get(`/${ids.preview}`));
      expect(preview.statusCode).toBe(200);
      expect(preview.json().data).toMatchObject({ youtubeId: 'dQw4w9WgXcQ', nextId: null });
      for (const id of [ids.notes, ids.file, ids.live, ids.video]) {
        expect((await as(app, cookie, get(`/${id}`))).statusCode).toBe(404);
        expect((await as(app, cookie, get(`/${id}/media`))).statusCode).toBe(404);
      }
      expect((await as(app, cookie, get(`/${ids.video}/captions`))).statusCode).toBe(404);
    }
    const progress = await as(app, other.cookie, {
      method: 'PUT',
      url: `/api/v1/lessons/${ids.preview}/progress`,
      payload: { completed: true },
    });
    expect(progress.statusCode).toBe(404);
  });

  it('a buyer opens every kind of lesson', async () => {
    const { app } = ctx;
    const { courseId, ids } = await lessonCourse(ctx);
    const buyer = await ctx.newStudent();
    await makeEnrollment(app.db, buyer.id, courseId);
    const outline = (await as(app, buyer.cookie, get(`/course/${courseId}`))).json().data;
    expect(outline).toMatchObject({ enrolled: true, tracked: true });
    expect(
      outline.modules.flatMap((m: { lessons: { open: boolean }[] }) =>
        m.lessons.map((l) => l.open),
      ),
    ).toEqual([true, true, true, true, true, true]);

    const notes = (await as(app, buyer.cookie, get(`/${ids.notes}`))).json().data;
    expect(notes.notesHtml).toContain('<h2>Variables</h2>');
    expect(notes.notesHtml).toContain('class="hljs language-python"');
    expect(notes.notesHtml).not.toContain('<script>');
    expect(notes).toMatchObject({ previousId: ids.preview, nextId: ids.file, kind: 'notes' });

    const live = (await as(app, buyer.cookie, get(`/${ids.live}`))).json().data;
    expect(live).toMatchObject({ liveUrl: 'https://meet.example.com/abc', mediaUrl: null });

    const file = (await as(app, buyer.cookie, get(`/${ids.file}`))).json().data;
    expect(file).toMatchObject({
      fileName: 'worksheet.pdf',
      mediaUrl: `/api/v1/lessons/${ids.file}/media`,
    });
    const download = await as(app, buyer.cookie, get(`/${ids.file}/media`));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="worksheet.pdf"');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(pdfFile('worksheet'))).toBe(true);

    const video = (await as(app, buyer.cookie, get(`/${ids.video}`))).json().data;
    expect(video).toMatchObject({ youtubeId: null, fileName: 'class 1.mp4', sizeBytes: 4096 });
    const played = await as(app, buyer.cookie, get(`/${ids.video}/media`));
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('video/mp4');
    expect(played.headers['content-disposition']).toBe('inline; filename="class 1.mp4"');
    expect(played.rawPayload.equals(mp4File())).toBe(true);
    const captions = await as(app, buyer.cookie, get(`/${ids.video}/captions`));
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body).toBe(captionsFile().toString());
    expect(JSON.stringify([outline, notes, file, video])).not.toContain('private/');
  });

  it('an unpublished course is missing for all but admins', async () => {
    const { app, admin } = ctx;
    const { courseId, ids } = await lessonCourse(ctx, { published: false });
    const buyer = await ctx.newStudent();
    await makeEnrollment(app.db, buyer.id, courseId);
    for (const cookie of [undefined, buyer.cookie]) {
      expect((await as(app, cookie, get(`/course/${courseId}`))).statusCode).toBe(404);
      expect((await as(app, cookie, get(`/${ids.preview}`))).statusCode).toBe(404);
      expect((await as(app, cookie, get(`/${ids.video}/media`))).statusCode).toBe(404);
    }
    const byAdmin = await as(app, admin, get(`/course/${courseId}`));
    expect(byAdmin.json().data).toMatchObject({ enrolled: true, tracked: false });
    expect((await as(app, admin, get(`/${ids.notes}`))).statusCode).toBe(200);
  });

  it('a missing lesson or course is a 404', async () => {
    expect((await ctx.app.inject(get('/course/nope'))).statusCode).toBe(404);
    expect((await ctx.app.inject(get('/nope'))).statusCode).toBe(404);
  });
});
