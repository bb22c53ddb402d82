import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteAudit } from '#server/plugins/audit';
import { about, rowSummary, changeSummary } from '#server/plugins/audit-summary';
import { courseAuditFields } from './audit-fields';
import { z } from 'zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import { courseDtoSchema, courseFieldsSchema, courseMessages } from '#common/schemas/courses';
import type { Db } from '#server/db/database';
import type { Course } from '#server/db/schema';
import { HttpError, validate } from '#server/plugins/errors';
import { intakeImage, readMultipart, type UploadedFile } from '#server/plugins/uploads';
import { removeImage } from '#server/services/images';
import type { Storage } from '#server/services/storage';
import { hindiColumns } from '../hindi-columns';
import { existingCourse, found, idParams } from './lookup';
import { courseDto, viewingOf } from './mapper';
import { deleteCourse, filesOfCourses, hasPurchases, insertCourse, updateCourse } from './repo';

const courseEnvelope = envelope(courseDtoSchema);

const courseColumns = (fields: z.output<typeof courseFieldsSchema>) => ({
  course_title: fields.courseTitle,
  sub_title: fields.subTitle,
  category: fields.category,
  course_price: fields.coursePrice,
  description: fields.description,
  course_level: fields.courseLevel,
  course_duration: fields.courseDuration,
  course_language: fields.courseLanguage,
  instructor: fields.instructor,
  ...(fields.courseMode ? { course_mode: fields.courseMode } : {}),
  ...hindiColumns({
    course_title_hi: fields.courseTitleHi,
    sub_title_hi: fields.subTitleHi,
    description_hi: fields.descriptionHi,
    category_hi: fields.categoryHi,
    course_duration_hi: fields.courseDurationHi,
    course_language_hi: fields.courseLanguageHi,
  }),
});

function thumbnailFile(file: UploadedFile | undefined): UploadedFile {
  if (!file) {
    throw new HttpError(400, courseMessages.required, {
      courseThumbnail: courseMessages.required,
    });
  }
  return file;
}

/**
 * Deletes a course with its thumbnail and files, or unpublishes it when it was bought (then
 * false).
 */
async function removeCourse(db: Db, storage: Storage, course: Course): Promise<boolean> {
  if (await hasPurchases(db, course.id)) {
    await updateCourse(db, course.id, { is_publish: 0 });
    return false;
  }
  const files = await filesOfCourses(db, [course.id]);
  await deleteCourse(db, course.id);
  await Promise.all([
    removeImage(storage, course.course_thumbnail),
    ...files.map((file) => storage.remove(file.storage_key)),
  ]);
  return true;
}

/** A course's price, level and status, for the audit log. */
const courseFacts = (course: Course) =>
  rowSummary(
    {
      course_price: course.course_price,
      course_level: course.course_level,
      is_publish: course.is_publish,
    },
    courseAuditFields,
  );

/** Creating, editing, publishing and deleting courses (admins). */
export async function courseAdminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;

  api.post(
    '/create',
    { config: { access: 'admin' }, schema: { response: { 201: courseEnvelope } } },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request);
      const course = validate(courseFieldsSchema, fields);
      const created = await intakeImage(storage, thumbnailFile(files.courseThumbnail), {
        folder: 'courses',
        save: (key) => insertCourse(db, { ...courseColumns(course), course_thumbnail: key }),
      });
      noteAudit(request, { summary: about(created.course_title, courseFacts(created)) });
      return reply.code(201).send({
        success: true,
        message: 'Course created successfully',
        data: await courseDto(db, storage, viewingOf(request), created),
      });
    },
  );

  api.patch(
    '/togglePublish/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        querystring: z.object({ publish: z.enum(['true', 'false']) }),
        response: { 200: courseEnvelope },
      },
    },
    async (request) => {
      const publish = request.query.publish === 'true';
      const before = await existingCourse(db, request.params.id);
      noteAudit(request, {
        action: publish ? 'published' : 'unpublished',
        summary: about(
          before.course_title,
          changeSummary(before, { is_publish: publish ? 1 : 0 }, courseAuditFields),
        ),
      });
      const course = found(
        await updateCourse(db, request.params.id, { is_publish: publish ? 1 : 0 }),
      );
      return {
        success: true,
        message: publish ? 'Course published' : 'Course unpublished',
        data: await courseDto(db, storage, viewingOf(request), course),
      };
    },
  );

  api.patch(
    '/editImg/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: courseEnvelope } },
    },
    async (request) => {
      const course = await existingCourse(db, request.params.id);
      const { files } = await readMultipart(request);
      const updated = await intakeImage(storage, thumbnailFile(files.courseThumbnail), {
        folder: 'courses',
        save: async (key) => found(await updateCourse(db, course.id, { course_thumbnail: key })),
        replaces: course.course_thumbnail,
      });
      noteAudit(request, { summary: about(course.course_title, 'Picture replaced') });
      return {
        success: true,
        message: 'Course image updated',
        data: await courseDto(db, storage, viewingOf(request), updated),
      };
    },
  );

  api.patch(
    '/edit/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: courseFieldsSchema, response: { 200: courseEnvelope } },
    },
    async (request) => {
      const before = await existingCourse(db, request.params.id);
      const changes = courseColumns(request.body);
      const course = found(await updateCourse(db, request.params.id, changes));
      noteAudit(request, {
        summary: about(
          before.course_title,
          changeSummary(before, changes, courseAuditFields) || 'No change',
        ),
      });
      return {
        success: true,
        message: 'Course updated',
        data: await courseDto(db, storage, viewingOf(request), course),
      };
    },
  );

  api.delete(
    '/removeCourse/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const course = await existingCourse(db, request.params.id);
      if (await removeCourse(db, storage, course)) {
        noteAudit(request, { summary: about(course.course_title, courseFacts(course)) });
        return { success: true, message: 'Course deleted' };
      }
      const status =
        changeSummary(course, { is_publish: 0 }, courseAuditFields) || 'Status: Unpublished';
      noteAudit(request, {
        action: 'unpublished',
        summary: about(course.course_title, `${status}; kept, as it was bought`),
      });
      return {
        success: true,
        message: 'This course has purchases on record, so it was unpublished instead of deleted.',
      };
    },
  );
}
