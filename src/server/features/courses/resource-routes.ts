import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import { courseDtoSchema, courseMessages, resourceTitleSchema } from '#common/schemas/courses';
import { isEnrolled } from '#server/db/enrollments';
import { noteAudit } from '#server/plugins/audit';
import { about } from '#server/plugins/audit-summary';
import { HttpError, validate } from '#server/plugins/errors';
import { readMultipart, requireFileType } from '#server/plugins/uploads';
import type { FileKind } from '#server/services/file-type';
import { existingCourse, idParams, refusePausedFiles } from './lookup';
import { courseDto, viewingOf } from './mapper';
import { deleteCourseFile, findCourseFile, insertCourseFile, type CourseFile } from './repo';

const resourceKinds = { syllabus: 'pdf', ebook: 'ebook', ppt: 'slides' } as const satisfies Record<
  CourseFile['kind'],
  FileKind
>;
/** What each kind of file is called in the audit log. */
const resourceNames = { syllabus: 'Syllabus', ebook: 'E-book', ppt: 'Slides' } as const;
const courseIdParams = z.object({ courseId: z.string().min(1).max(100) });
const courseEnvelope = envelope(courseDtoSchema);

/** A display name for a download: the uploaded name, stripped of paths and odd characters. */
function safeFileName(original: string, ext: string): string {
  const base = path
    .basename(original)
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w\- ]+/g, '')
    .trim();
  return `${(base || 'file').slice(0, 80)}.${ext}`;
}

/** Stores an uploaded resource privately and records it; nothing is kept if either step fails. */
async function addResource(
  request: FastifyRequest,
  courseId: string,
  kind: CourseFile['kind'],
  fileField: string,
) {
  const { db, storage } = request.server;
  const course = await existingCourse(db, courseId);
  const { fields, files } = await readMultipart(request);
  const { title } =
    kind === 'syllabus' ? { title: '' } : validate(resourceTitleSchema, { title: fields.title });
  const file = files[fileField];
  if (!file) {
    throw new HttpError(400, courseMessages.fileRequired, {
      [fileField]: courseMessages.fileRequired,
    });
  }
  const type = await requireFileType(file, resourceKinds[kind]);
  const key = `private/course-files/${randomUUID()}.${type.ext}`;
  const fileName = safeFileName(file.filename, type.ext);
  await storage.put(key, file.data);
  await insertCourseFile(db, {
    course_id: course.id,
    kind,
    title: title || fileName,
    file_name: fileName,
    storage_key: key,
    content_type: type.mime,
    size_bytes: file.data.length,
  }).catch(async (error: unknown) => {
    await storage.remove(key);
    throw error;
  });
  noteAudit(request, {
    summary: about(course.course_title, `${resourceNames[kind]} added: ${title || fileName}`),
  });
  return courseDto(db, storage, viewingOf(request), course);
}

async function removeResource(
  request: FastifyRequest,
  file: { id: string; kind: CourseFile['kind']; courseId?: string },
): Promise<void> {
  const { db, storage } = request.server;
  const row = await findCourseFile(db, file.id);
  if (!row || row.kind !== file.kind || (file.courseId && row.course_id !== file.courseId)) {
    throw new HttpError(404, 'File not found.');
  }
  await deleteCourseFile(db, row.id);
  await storage.remove(row.storage_key);
  const course = await existingCourse(db, row.course_id);
  noteAudit(request, {
    summary: about(course.course_title, `${resourceNames[file.kind]} removed: ${row.title}`),
  });
}

/** Syllabus, e-book and slide files: added and removed by admins, downloaded by buyers. */
export async function courseResourceRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;
  const admin = { access: 'admin' } as const;

  api.post(
    '/addSyllabus/:courseId',
    { config: admin, schema: { params: courseIdParams, response: { 200: courseEnvelope } } },
    async (request) => ({
      success: true,
      message: 'Syllabus added',
      data: await addResource(request, request.params.courseId, 'syllabus', 'syllabus'),
    }),
  );

  api.delete(
    '/removeSyllabus/:courseId/:fileId',
    {
      config: admin,
      schema: {
        params: courseIdParams.extend({ fileId: z.string().min(1).max(100) }),
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const { fileId, courseId } = request.params;
      await removeResource(request, { id: fileId, kind: 'syllabus', courseId });
      return { success: true, message: 'Deleted' };
    },
  );

  api.post(
    '/addEbook/:courseId',
    { config: admin, schema: { params: courseIdParams, response: { 200: courseEnvelope } } },
    async (request) => ({
      success: true,
      message: 'Ebook added successfully',
      data: await addResource(request, request.params.courseId, 'ebook', 'ebookUrl'),
    }),
  );

  api.delete(
    '/removeEbook/:id',
    { config: admin, schema: { params: idParams, response: { 200: messageEnvelope } } },
    async (request) => {
      await removeResource(request, { id: request.params.id, kind: 'ebook' });
      return { success: true, message: 'Ebook Deleted' };
    },
  );

  api.post(
    '/addppt/:courseId',
    { config: admin, schema: { params: courseIdParams, response: { 200: courseEnvelope } } },
    async (request) => ({
      success: true,
      message: 'PPT added successfully',
      data: await addResource(request, request.params.courseId, 'ppt', 'pptUrl'),
    }),
  );

  api.delete(
    '/removePPT/:id',
    { config: admin, schema: { params: idParams, response: { 200: messageEnvelope } } },
    async (request) => {
      await removeResource(request, { id: request.params.id, kind: 'ppt' });
      return { success: true, message: 'PPT Deleted' };
    },
  );

  /**
   * Downloads a resource: admins, and students enrolled in its course (own refusal texts). From a
   * bucket, through a short-lived link to it (decision 015).
   */
  api.get(
    '/file/:id',
    { config: { access: 'public' }, schema: { params: idParams } },
    async (request, reply) => {
      const user = request.user;
      if (!user)
        throw new HttpError(401, 'Please log in and buy this course to open its resources.');
      const file = await findCourseFile(db, request.params.id);
      if (!file) throw new HttpError(404, 'File not found.');
      if (user.role !== 'admin' && !(await isEnrolled(db, user.id, file.course_id))) {
        throw new HttpError(403, 'Buy this course to open its resources.');
      }
      await refusePausedFiles(request, file.course_id);
      reply.header('cache-control', 'private, no-store');
      if (storage.temporaryLink) {
        const download = { fileName: file.file_name, contentType: file.content_type };
        return reply.redirect(await storage.temporaryLink(file.storage_key, download));
      }
      const stream = await storage.read(file.storage_key).catch(() => {
        throw new HttpError(404, 'File not found.');
      });
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', `attachment; filename="${file.file_name}"`)
        .send(stream);
    },
  );
}
