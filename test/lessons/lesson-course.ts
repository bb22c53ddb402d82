import { expect } from 'vitest';
import type { AdminModulesDto, LessonInput } from '#common/schemas/lessons';
import { makeCourse } from '../helpers/factories';
import { pdfFile } from '../helpers/files';
import { as, multipart } from '../helpers/requests';
import type { CourseSite } from '../courses/course-site';

/** A small file that reads as an MP4 video: an `ftyp` box and numbered bytes after it. */
export function mp4File(size = 4096): Buffer {
  const data = Buffer.alloc(size);
  data.writeUInt32BE(24, 0);
  data.write('ftypisom', 4, 'latin1');
  data.writeUInt32BE(512, 12);
  data.write('isomiso2', 16, 'latin1');
  for (let at = 24; at < size; at++) data[at] = at % 251;
  return data;
}

export const captionsFile = () => Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nNamaste\n');

/** Sends an admin request to the lesson builder and returns its modules. */
export async function build(
  ctx: CourseSite,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<AdminModulesDto> {
  const response = await as(ctx.app, ctx.admin, {
    method,
    url: `/api/v1/lessons/admin${url}`,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

export const lesson = (overrides: Partial<LessonInput> & Pick<LessonInput, 'title' | 'kind'>) => ({
  minutes: 10,
  ...overrides,
});

export interface LessonCourse {
  courseId: string;
  /** The lessons' ids by what they are. */
  ids: { preview: string; notes: string; file: string; live: string; video: string; extra: string };
}

/**
 * A course with two modules: a YouTube video that is a free preview, Markdown notes, a PDF, a
 * live class; then an uploaded video (with captions) and optional notes that are not required.
 */
export async function lessonCourse(
  ctx: CourseSite,
  options: { published?: boolean } = {},
): Promise<LessonCourse> {
  const course = await makeCourse(ctx.app, { published: options.published ?? true });
  const [first] = await build(ctx, 'POST', `/course/${course.id}/modules`, {
    title: 'Getting started',
    titleHi: 'शुरुआत',
  });
  await build(
    ctx,
    'POST',
    `/modules/${first!.id}/lessons`,
    lesson({
      title: 'Welcome',
      kind: 'video',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      freePreview: true,
      minutes: 5,
    }),
  );
  await build(
    ctx,
    'POST',
    `/modules/${first!.id}/lessons`,
    lesson({
      title: 'Reading notes',
      kind: 'notes',
      notes: '## Variables\n\n<script>alert(1)</script>\n\n```python\nx = 1\n```\n',
    }),
  );
  await build(
    ctx,
    'POST',
    `/modules/${first!.id}/lessons`,
    lesson({ title: 'Worksheet', kind: 'file' }),
  );
  const withLive = await build(
    ctx,
    'POST',
    `/modules/${first!.id}/lessons`,
    lesson({
      title: 'Doubt class',
      kind: 'live',
      liveUrl: 'https://meet.example.com/abc',
    }),
  );
  const [second] = (
    await build(ctx, 'POST', `/course/${course.id}/modules`, { title: 'Practice' })
  ).slice(1);
  await build(
    ctx,
    'POST',
    `/modules/${second!.id}/lessons`,
    lesson({ title: 'Recorded class', kind: 'video', minutes: 45 }),
  );
  const all = await build(
    ctx,
    'POST',
    `/modules/${second!.id}/lessons`,
    lesson({
      title: 'Extra reading',
      kind: 'notes',
      required: false,
      notes: 'More.',
    }),
  );
  const [welcome, notes, file, live] = withLive[0]!.lessons;
  const [video, extra] = all[1]!.lessons;
  const upload = async (id: string, files: Parameters<typeof multipart>[1]) => {
    const response = await as(ctx.app, ctx.admin, {
      method: 'POST',
      url: `/api/v1/lessons/admin/${id}/upload`,
      ...(await multipart({}, files)),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  await upload(file!.id, { file: { name: 'worksheet.pdf', data: pdfFile('worksheet') } });
  await upload(video!.id, {
    file: { name: 'class 1.mp4', data: mp4File() },
    captions: { name: 'class1.vtt', data: captionsFile() },
  });
  return {
    courseId: course.id,
    ids: {
      preview: welcome!.id,
      notes: notes!.id,
      file: file!.id,
      live: live!.id,
      video: video!.id,
      extra: extra!.id,
    },
  };
}
