import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { courseProgressDtoSchema } from '#common/schemas/lesson-reports';
import {
  adminModulesDtoSchema,
  lessonInputSchema,
  lessonMessages,
  moduleInputSchema,
  moveSchema,
  youtubeIdOf,
  type AdminModulesDto,
} from '#common/schemas/lessons';
import { lessonsOf } from '#server/db/course-progress';
import type { Db } from '#server/db/database';
import { noteAudit } from '#server/plugins/audit';
import { about } from '#server/plugins/audit-summary';
import { HttpError } from '#server/plugins/errors';
import { renderMarkdown } from '#server/services/markdown';
import { existingCourse } from '../lookup';
import {
  deleteLesson,
  deleteModule,
  findLesson,
  findModule,
  insertLesson,
  insertModule,
  lessonIdsOf,
  modulesOf,
  moved,
  renameModule,
  renumber,
  rewriteOutline,
  storedFilesOf,
  updateLesson,
  type LessonFields,
} from './repo';
import { courseProgress } from './report';
import { readLessonUpload } from './upload';

const idParams = z.object({ id: z.string().min(1).max(100) });
const courseParams = z.object({ courseId: z.string().min(1).max(100) });
const modulesEnvelope = envelope(adminModulesDtoSchema);

/** Everything the admin edits of a course's modules and lessons. */
export async function adminModules(db: Db, courseId: string): Promise<AdminModulesDto> {
  const lessons = await lessonsOf(db, courseId);
  return (await modulesOf(db, courseId)).map((module) => ({
    id: module.id,
    title: module.title,
    titleHi: module.title_hi,
    lessons: lessons
      .filter((lesson) => lesson.module_id === module.id)
      .map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        titleHi: lesson.title_hi,
        kind: lesson.kind,
        minutes: lesson.minutes,
        freePreview: lesson.free_preview === 1,
        required: lesson.required === 1,
        youtubeUrl: lesson.youtube_id ? `https://youtu.be/${lesson.youtube_id}` : '',
        liveUrl: lesson.live_url ?? '',
        notes: lesson.notes,
        fileName: lesson.file_name,
        sizeBytes: lesson.size_bytes === null ? null : Number(lesson.size_bytes),
        hasCaptions: lesson.captions_key !== null,
      })),
  }));
}

function lessonFields(input: z.output<typeof lessonInputSchema>): LessonFields {
  return {
    title: input.title,
    title_hi: input.titleHi ?? null,
    kind: input.kind,
    minutes: input.minutes,
    free_preview: input.freePreview ? 1 : 0,
    required: input.required ? 1 : 0,
    youtube_id: input.kind === 'video' ? youtubeIdOf(input.youtubeUrl) : null,
    live_url: input.kind === 'live' ? input.liveUrl : null,
    notes: input.notes.replace(/\r\n?/g, '\n'),
    notes_html:
      input.notes.trim() === '' ? '' : renderMarkdown(input.notes.replace(/\r\n?/g, '\n')),
  };
}

async function existingModule(db: Db, id: string) {
  const module = await findModule(db, id);
  if (!module) throw new HttpError(404, lessonMessages.moduleNotFound);
  return module;
}

async function existingLesson(db: Db, id: string) {
  const lesson = await findLesson(db, id);
  if (!lesson) throw new HttpError(404, lessonMessages.notFound);
  return lesson;
}

/**
 * The course's modules and lessons after a change: the outline JSON rewritten from them, the
 * change noted in the activity log.
 */
async function changed(request: FastifyRequest, courseId: string, what: string) {
  const { db } = request.server;
  await rewriteOutline(db, courseId);
  const course = await existingCourse(db, courseId);
  noteAudit(request, { summary: about(course.course_title, what) });
  return adminModules(db, courseId);
}

/** Admins build a course's modules and lessons, and upload lessons' videos and files. */
export async function lessonAdminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;
  const admin = { access: 'admin' } as const;

  api.get(
    '/course/:courseId',
    {
      config: admin,
      schema: { params: courseParams, response: { 200: modulesEnvelope } },
    },
    async (request) => {
      const course = await existingCourse(db, request.params.courseId);
      return { success: true, data: await adminModules(db, course.id) };
    },
  );

  api.get(
    '/course/:courseId/progress',
    {
      config: admin,
      schema: { params: courseParams, response: { 200: envelope(courseProgressDtoSchema) } },
    },
    async (request, reply) => {
      const course = await existingCourse(db, request.params.courseId);
      reply.header('cache-control', 'private, no-store');
      return { success: true, data: await courseProgress(db, app.today(), course) };
    },
  );

  api.post(
    '/course/:courseId/modules',
    {
      config: admin,
      schema: { params: courseParams, body: moduleInputSchema, response: { 200: modulesEnvelope } },
    },
    async (request) => {
      const course = await existingCourse(db, request.params.courseId);
      const { title, titleHi } = request.body;
      await insertModule(db, course.id, { title, title_hi: titleHi ?? null });
      return {
        success: true,
        message: lessonMessages.moduleSaved,
        data: await changed(request, course.id, `Module added: ${title}`),
      };
    },
  );

  api.put(
    '/modules/:id',
    {
      config: admin,
      schema: { params: idParams, body: moduleInputSchema, response: { 200: modulesEnvelope } },
    },
    async (request) => {
      const module = await existingModule(db, request.params.id);
      const { title, titleHi } = request.body;
      await renameModule(db, module.id, {
        title,
        ...(titleHi === undefined ? {} : { title_hi: titleHi }),
      });
      return {
        success: true,
        message: lessonMessages.moduleSaved,
        data: await changed(request, module.course_id, `Module renamed: ${title}`),
      };
    },
  );

  api.delete(
    '/modules/:id',
    { config: admin, schema: { params: idParams, response: { 200: modulesEnvelope } } },
    async (request) => {
      const module = await existingModule(db, request.params.id);
      for (const key of await deleteModule(db, module)) await storage.remove(key);
      return {
        success: true,
        message: lessonMessages.deleted,
        data: await changed(request, module.course_id, `Module removed: ${module.title}`),
      };
    },
  );

  api.post(
    '/modules/:id/move',
    {
      config: admin,
      schema: { params: idParams, body: moveSchema, response: { 200: modulesEnvelope } },
    },
    async (request) => {
      const module = await existingModule(db, request.params.id);
      const ids = (await modulesOf(db, module.course_id)).map((row) => row.id);
      await renumber(db, 'course_modules', moved(ids, module.id, request.body));
      return {
        success: true,
        message: lessonMessages.moved,
        data: await changed(request, module.course_id, `Module moved: ${module.title}`),
      };
    },
  );

  api.post(
    '/modules/:id/lessons',
    {
      config: admin,
      schema: { params: idParams, body: lessonInputSchema, response: { 200: modulesEnvelope } },
    },
    async (request) => {
      const module = await existingModule(db, request.params.id);
      await insertLesson(db, module, lessonFields(request.body));
      return {
        success: true,
        message: lessonMessages.lessonSaved,
        data: await changed(request, module.course_id, `Lesson added: ${request.body.title}`),
      };
    },
  );

  api.put(
    '/:id',
    {
      config: admin,
      schema: { params: idParams, body: lessonInputSchema, response: { 200: modulesEnvelope } },
    },
    async (request) => {
      const lesson = await existingLesson(db, request.params.id);
      const fields = lessonFields(request.body);
      // An upload belongs to a video or file lesson: another kind, or a YouTube video, keeps none.
      const dropsUpload =
        (fields.kind !== 'video' && fields.kind !== 'file') || fields.youtube_id !== null;
      const dropsCaptions = dropsUpload || fields.kind !== 'video';
      await updateLesson(db, lesson.id, {
        ...fields,
        ...(fields.title_hi === null && request.body.titleHi === undefined
          ? { title_hi: lesson.title_hi }
          : {}),
        ...(dropsUpload
          ? { storage_key: null, file_name: null, content_type: null, size_bytes: null }
          : {}),
        ...(dropsCaptions ? { captions_key: null } : {}),
      });
      if (dropsUpload && lesson.storage_key) await storage.remove(lesson.storage_key);
      if (dropsCaptions && lesson.captions_key) await storage.remove(lesson.captions_key);
      return {
        success: true,
        message: lessonMessages.lessonSaved,
        data: await changed(request, lesson.course_id, `Lesson edited: ${request.body.title}`),
      };
    },
  );

  api.delete(
    '/:id',
    { config: admin, schema: { params: idParams, response: { 200: modulesEnvelope } } },
    async (request) => {
      const lesson = await existingLesson(db, request.params.id);
      await deleteLesson(db, lesson);
      for (const key of storedFilesOf([lesson])) await storage.remove(key);
      return {
        success: true,
        message: lessonMessages.deleted,
        data: await changed(request, lesson.course_id, `Lesson removed: ${lesson.title}`),
      };
    },
  );

  api.post(
    '/:id/move',
    {
      config: admin,
      schema: { params: idParams, body: moveSchema, response: { 200: modulesEnvelope } },
    },
    async (request) => {
      const lesson = await existingLesson(db, request.params.id);
      const ids = await lessonIdsOf(db, lesson.module_id);
      await renumber(db, 'course_lessons', moved(ids, lesson.id, request.body));
      return {
        success: true,
        message: lessonMessages.moved,
        data: await changed(request, lesson.course_id, `Lesson moved: ${lesson.title}`),
      };
    },
  );

  /** A video lesson's video (and captions) or a file lesson's file, replacing the last. */
  api.post(
    '/:id/upload',
    { config: admin, schema: { params: idParams, response: { 200: modulesEnvelope } } },
    async (request) => {
      const lesson = await existingLesson(db, request.params.id);
      if (lesson.kind !== 'video' && lesson.kind !== 'file')
        throw new HttpError(409, lessonMessages.uploadKind);
      const { upload, done } = await readLessonUpload(request, lesson.kind);
      try {
        const key = `private/lessons/${randomUUID()}.${upload.ext}`;
        const captionsKey = upload.captions && `private/lessons/${randomUUID()}.vtt`;
        await storage.putFile(key, upload.file);
        if (captionsKey && upload.captions) await storage.put(captionsKey, upload.captions);
        await updateLesson(db, lesson.id, {
          storage_key: key,
          file_name: upload.fileName,
          content_type: upload.mime,
          size_bytes: upload.size,
          youtube_id: null,
          ...(captionsKey ? { captions_key: captionsKey } : {}),
        });
        const replaced = [lesson.storage_key, captionsKey ? lesson.captions_key : null];
        for (const old of replaced) if (old) await storage.remove(old);
      } finally {
        await done();
      }
      return {
        success: true,
        message: lessonMessages.uploaded,
        data: await changed(request, lesson.course_id, `Lesson file uploaded: ${lesson.title}`),
      };
    },
  );
}
