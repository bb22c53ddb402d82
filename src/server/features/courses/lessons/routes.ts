import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import {
  learningDtoSchema,
  lessonDtoSchema,
  lessonMessages,
  myProgressDtoSchema,
  progressInputSchema,
  type LessonDto,
} from '#common/schemas/lessons';
import type { Db } from '#server/db/database';
import { lessonsOf } from '#server/db/course-progress';
import type { CourseLesson } from '#server/db/schema';
import { auditEntity } from '#server/plugins/audit';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '#server/plugins/sessions';
import { lessonAdminRoutes } from './admin-routes';
import { courseAccess, openLesson, type CourseAccess } from './access';
import { byteRange } from './byte-range';
import { learningOf, myProgress } from './learning';
import { noteOpened, progressIn, saveProgress } from './progress';

const idParams = z.object({ id: z.string().min(1).max(100) });
const courseParams = z.object({ courseId: z.string().min(1).max(100) });
export const mediaUrlOf = (id: string) => `/api/v1/lessons/${id}/media`;

async function lessonDto(
  db: Db,
  lesson: CourseLesson,
  access: CourseAccess,
  userId: string | undefined,
): Promise<LessonDto> {
  const openOnes = (await lessonsOf(db, lesson.course_id)).filter(
    (one) => access.full || one.free_preview === 1,
  );
  const at = openOnes.findIndex((one) => one.id === lesson.id);
  const progress = userId && access.buyer ? await progressIn(db, userId, lesson.id) : undefined;
  const uploaded = lesson.storage_key !== null;
  return {
    id: lesson.id,
    courseId: lesson.course_id,
    moduleId: lesson.module_id,
    title: lesson.title,
    titleHi: lesson.title_hi,
    kind: lesson.kind,
    minutes: lesson.minutes,
    freePreview: lesson.free_preview === 1,
    required: lesson.required === 1,
    open: true,
    completed: Boolean(progress?.completed_at),
    youtubeId: lesson.kind === 'video' ? lesson.youtube_id : null,
    liveUrl: lesson.kind === 'live' ? lesson.live_url : null,
    notesHtml: lesson.notes_html,
    mediaUrl: uploaded ? mediaUrlOf(lesson.id) : null,
    captionsUrl: lesson.captions_key ? `/api/v1/lessons/${lesson.id}/captions` : null,
    fileName: lesson.file_name,
    sizeBytes: lesson.size_bytes === null ? null : Number(lesson.size_bytes),
    positionSeconds: progress?.position_seconds ?? 0,
    previousId: openOnes[at - 1]?.id ?? null,
    nextId: openOnes[at + 1]?.id ?? null,
  };
}

/**
 * Sends a stored lesson file: from a bucket through a short-lived link (the bucket answers range
 * requests itself), from disk streamed, the one range asked (206) or the whole file.
 */
async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { key: string; name: string; type: string; size: number; attachment: boolean },
) {
  const { storage } = request.server;
  reply.header('cache-control', 'private, no-store');
  if (storage.temporaryLink) {
    return reply.redirect(
      await storage.temporaryLink(file.key, { fileName: file.name, contentType: file.type }),
    );
  }
  const range = byteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${file.size}`)
      .send({ success: false, message: lessonMessages.badRange });
  }
  const stream = await storage.read(file.key, range ?? undefined).catch(() => {
    throw new HttpError(404, lessonMessages.notFound);
  });
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', file.type)
    .header(
      'content-disposition',
      `${file.attachment ? 'attachment' : 'inline'}; filename="${file.name}"`,
    );
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  return reply.send(stream);
}

/**
 * The learning area (issue 38, decision 065): a course's lessons and the viewer's progress,
 * a lesson's content, its video or file, and the student's progress through it.
 */
export async function lessonRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'course');
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const learningEnvelope = envelope(learningDtoSchema);

  api.get(
    '/course/:courseId',
    {
      config: { access: 'public' },
      schema: { params: courseParams, response: { 200: learningEnvelope } },
    },
    async (request, reply) => {
      const access = await courseAccess(request, request.params.courseId);
      reply.header('cache-control', 'private, no-store');
      return { success: true, data: await learningOf(db, app.today(), access, request.user?.id) };
    },
  );

  api.get(
    '/mine',
    { config: { access: 'user' }, schema: { response: { 200: envelope(myProgressDtoSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true, data: await myProgress(db, app.today(), currentUser(request).id) };
    },
  );

  api.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: { params: idParams, response: { 200: envelope(lessonDtoSchema) } },
    },
    async (request, reply) => {
      const { lesson, access } = await openLesson(request, request.params.id);
      const userId = request.user?.id;
      if (userId && access.buyer) await noteOpened(db, userId, lesson);
      reply.header('cache-control', 'private, no-store');
      return { success: true, data: await lessonDto(db, lesson, access, userId) };
    },
  );

  api.put(
    '/:id/progress',
    {
      config: { access: 'user', audit: false },
      schema: { params: idParams, body: progressInputSchema, response: { 200: learningEnvelope } },
    },
    async (request) => {
      const { lesson, access } = await openLesson(request, request.params.id);
      const userId = currentUser(request).id;
      if (!access.buyer) throw new HttpError(404, lessonMessages.notFound);
      await saveProgress(db, userId, lesson, request.body);
      return {
        success: true,
        message: lessonMessages.progressSaved,
        data: await learningOf(db, app.today(), access, userId),
      };
    },
  );

  api.get(
    '/:id/media',
    { config: { access: 'public' }, schema: { params: idParams } },
    async (request, reply) => {
      const { lesson } = await openLesson(request, request.params.id);
      if (!lesson.storage_key || (lesson.kind !== 'video' && lesson.kind !== 'file'))
        throw new HttpError(404, lessonMessages.notFound);
      return sendStored(request, reply, {
        key: lesson.storage_key,
        name: lesson.file_name ?? 'lesson',
        type: lesson.content_type ?? 'application/octet-stream',
        size: Number(lesson.size_bytes ?? 0),
        attachment: lesson.kind === 'file',
      });
    },
  );

  api.get(
    '/:id/captions',
    { config: { access: 'public' }, schema: { params: idParams } },
    async (request, reply) => {
      const { lesson } = await openLesson(request, request.params.id);
      if (!lesson.captions_key || lesson.kind !== 'video')
        throw new HttpError(404, lessonMessages.notFound);
      const stream = await request.server.storage.read(lesson.captions_key).catch(() => {
        throw new HttpError(404, lessonMessages.notFound);
      });
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'text/vtt; charset=utf-8')
        .send(stream);
    },
  );

  await app.register(lessonAdminRoutes, { prefix: '/admin' });
}
