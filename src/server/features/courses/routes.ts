import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageCount, PAGE_SIZE } from '#common/pagination';
import {
  courseFieldsSchema,
  courseMessages,
  resourceTitleSchema,
  type CourseDto,
} from '#common/schemas/courses';
import { enrolledCourseIds, isEnrolled } from '../../db/enrollments';
import type { Course } from '../../db/schema';
import { HttpError, validate } from '../../plugins/errors';
import { requireAdmin } from '../../plugins/sessions';
import { readMultipart, requireFileType, type UploadedFile } from '../../plugins/uploads';
import type { FileKind } from '../../services/file-type';
import { imageUrl, removeImage, storeImage } from '../../services/images';
import {
  countCourses,
  deleteCourse,
  deleteCourseFile,
  enrollmentCounts,
  enrollmentsOfCourses,
  filesOfCourses,
  findCourse,
  findCourseFile,
  hasPurchases,
  insertCourse,
  insertCourseFile,
  listCourses,
  updateCourse,
  type CourseFile,
} from './repo';

const NOT_FOUND = 'Course not found.';
const idParams = z.object({ id: z.string().min(1).max(100) });
const fileUrl = (id: string) => `/api/v1/course/file/${id}`;
const resourceKinds = { syllabus: 'pdf', ebook: 'ebook', ppt: 'slides' } as const satisfies Record<
  CourseFile['kind'],
  FileKind
>;

/** A display name for a download: the uploaded name, stripped of paths and odd characters. */
function safeFileName(original: string, ext: string): string {
  const base = path
    .basename(original)
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w\- ]+/g, '')
    .trim();
  return `${(base || 'file').slice(0, 80)}.${ext}`;
}

export async function courseRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;
  const isAdmin = (request: FastifyRequest) => request.user?.role === 'admin';

  /**
   * Courses with their files and student counts, shaped for the viewer. Only admins get the
   * enrolled ids; others get counts, and a logged-in viewer their own purchases.
   */
  const toDtos = async (request: FastifyRequest, courses: Course[]): Promise<CourseDto[]> => {
    const ids = courses.map((c) => c.id);
    const admin = isAdmin(request);
    const [files, counts, students, own] = await Promise.all([
      filesOfCourses(db, ids),
      enrollmentCounts(db, ids),
      admin ? enrollmentsOfCourses(db, ids) : undefined,
      request.user ? enrolledCourseIds(db, request.user.id) : [],
    ]);
    const bought = new Set(own);
    return courses.map((course) => {
      const courseFiles = files.filter((f) => f.course_id === course.id);
      return {
        _id: course.id,
        courseTitle: course.course_title,
        subTitle: course.sub_title,
        category: course.category,
        coursePrice: course.course_price / 100,
        description: course.description,
        courseLevel: course.course_level,
        courseDuration: course.course_duration,
        courseLanguage: course.course_language,
        instructor: course.instructor,
        courseThumbnail: imageUrl(storage, course.course_thumbnail),
        isPublish: course.is_publish === 1,
        studentCount: counts.get(course.id) ?? 0,
        enrolledStudent: students?.get(course.id) ?? [],
        locked: !(admin || bought.has(course.id)),
        syllabus: courseFiles
          .filter((f) => f.kind === 'syllabus')
          .map((f) => ({ _id: f.id, fileName: f.file_name, fileUrl: fileUrl(f.id) })),
        ebooks: courseFiles
          .filter((f) => f.kind === 'ebook')
          .map((f) => ({ _id: f.id, title: f.title, ebookUrl: fileUrl(f.id) })),
        ppt: courseFiles
          .filter((f) => f.kind === 'ppt')
          .map((f) => ({ _id: f.id, title: f.title, pptUrl: fileUrl(f.id) })),
        createdAt: course.created_at,
        updatedAt: course.updated_at,
      };
    });
  };
  const toDto = async (request: FastifyRequest, course: Course) =>
    (await toDtos(request, [course]))[0] as CourseDto;

  /** The course if the viewer may see it: unpublished ones exist only for admins and buyers. */
  const visibleCourse = async (request: FastifyRequest, id: string) => {
    const course = await findCourse(db, id);
    const user = request.user;
    const visible =
      course &&
      (course.is_publish === 1 ||
        user?.role === 'admin' ||
        (user !== null && (await isEnrolled(db, user.id, course.id))));
    if (!course || !visible) throw new HttpError(404, NOT_FOUND);
    return course;
  };

  const existingCourse = async (id: string) => {
    const course = await findCourse(db, id);
    if (!course) throw new HttpError(404, NOT_FOUND);
    return course;
  };

  const storeThumbnail = async (file: UploadedFile | undefined) => {
    if (!file)
      throw new HttpError(400, courseMessages.required, {
        courseThumbnail: courseMessages.required,
      });
    await requireFileType(file, 'image');
    const { key } = await storeImage(storage, file.data, 'courses').catch(() => {
      throw new HttpError(415, 'This image could not be read.');
    });
    return key;
  };

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
  });

  app.get('/', async (request) => {
    const courses = await listCourses(db, {
      publishedOnly: !isAdmin(request),
      viewerId: request.user?.id,
    });
    return { success: true, data: { courses: await toDtos(request, courses) } };
  });

  api.get(
    '/courses',
    {
      preHandler: requireAdmin,
      schema: {
        querystring: z.object({ page: z.coerce.number().int().min(1).max(1_000_000).optional() }),
      },
    },
    async (request) => {
      const { page } = request.query;
      const [courses, total] = await Promise.all([
        listCourses(db, { publishedOnly: false, page, pageSize: PAGE_SIZE }),
        countCourses(db, false),
      ]);
      return {
        success: true,
        data: { data: await toDtos(request, courses), total },
        Pages: pageCount(total),
      };
    },
  );

  api.get('/singlecourse/:id', { schema: { params: idParams } }, async (request) => ({
    success: true,
    data: await toDto(request, await visibleCourse(request, request.params.id)),
  }));

  api.get('/ppt/:id', { schema: { params: idParams } }, async (request) => {
    const course = await toDto(request, await visibleCourse(request, request.params.id));
    return { success: true, data: { ppt: course.ppt, locked: course.locked } };
  });

  api.get('/Ebook/:id', { schema: { params: idParams } }, async (request) => {
    const course = await toDto(request, await visibleCourse(request, request.params.id));
    return { success: true, data: { ebooks: course.ebooks, locked: course.locked } };
  });

  app.post('/create', { preHandler: requireAdmin }, async (request, reply) => {
    const { fields, files } = await readMultipart(request);
    const course = validate(courseFieldsSchema, fields);
    const thumbnail = await storeThumbnail(files.courseThumbnail);
    const created = await insertCourse(db, {
      ...courseColumns(course),
      course_thumbnail: thumbnail,
    }).catch(async (error: unknown) => {
      await removeImage(storage, thumbnail);
      throw error;
    });
    return reply.code(201).send({
      success: true,
      message: 'Course created successfully',
      data: await toDto(request, created),
    });
  });

  api.patch(
    '/togglePublish/:id',
    {
      preHandler: requireAdmin,
      schema: { params: idParams, querystring: z.object({ publish: z.enum(['true', 'false']) }) },
    },
    async (request) => {
      const publish = request.query.publish === 'true';
      const course = await updateCourse(db, request.params.id, { is_publish: publish ? 1 : 0 });
      if (!course) throw new HttpError(404, NOT_FOUND);
      return {
        success: true,
        message: publish ? 'Course published' : 'Course unpublished',
        data: await toDto(request, course),
      };
    },
  );

  api.patch(
    '/editImg/:id',
    { preHandler: requireAdmin, schema: { params: idParams } },
    async (request) => {
      const course = await existingCourse(request.params.id);
      const { files } = await readMultipart(request);
      const thumbnail = await storeThumbnail(files.courseThumbnail);
      const updated = await updateCourse(db, course.id, { course_thumbnail: thumbnail });
      await removeImage(storage, course.course_thumbnail);
      return {
        success: true,
        message: 'Course image updated',
        data: await toDto(request, updated ?? course),
      };
    },
  );

  api.patch(
    '/edit/:id',
    { preHandler: requireAdmin, schema: { params: idParams, body: courseFieldsSchema } },
    async (request) => {
      const course = await updateCourse(db, request.params.id, courseColumns(request.body));
      if (!course) throw new HttpError(404, NOT_FOUND);
      return { success: true, message: 'Course updated', data: await toDto(request, course) };
    },
  );

  api.delete(
    '/removeCourse/:id',
    { preHandler: requireAdmin, schema: { params: idParams } },
    async (request) => {
      const course = await existingCourse(request.params.id);
      if (await hasPurchases(db, course.id)) {
        await updateCourse(db, course.id, { is_publish: 0 });
        return {
          success: true,
          message: 'This course has purchases on record, so it was unpublished instead of deleted.',
        };
      }
      const files = await filesOfCourses(db, [course.id]);
      await deleteCourse(db, course.id);
      await Promise.all([
        removeImage(storage, course.course_thumbnail),
        ...files.map((file) => storage.remove(file.storage_key)),
      ]);
      return { success: true, message: 'Course deleted' };
    },
  );

  /** Stores an uploaded resource privately and records it; nothing is kept if either step fails. */
  const addResource = async (
    request: FastifyRequest,
    courseId: string,
    kind: CourseFile['kind'],
    fileField: string,
  ) => {
    const course = await existingCourse(courseId);
    const { fields, files } = await readMultipart(request);
    const { title } =
      kind === 'syllabus' ? { title: '' } : validate(resourceTitleSchema, { title: fields.title });
    const file = files[fileField];
    if (!file)
      throw new HttpError(400, courseMessages.fileRequired, {
        [fileField]: courseMessages.fileRequired,
      });
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
    return toDto(request, course);
  };

  const removeResource = async (fileId: string, kind: CourseFile['kind'], courseId?: string) => {
    const file = await findCourseFile(db, fileId);
    if (!file || file.kind !== kind || (courseId && file.course_id !== courseId)) {
      throw new HttpError(404, 'File not found.');
    }
    await deleteCourseFile(db, file.id);
    await storage.remove(file.storage_key);
  };

  const courseIdParams = z.object({ courseId: z.string().min(1).max(100) });

  api.post(
    '/addSyllabus/:courseId',
    { preHandler: requireAdmin, schema: { params: courseIdParams } },
    async (request) => ({
      success: true,
      message: 'Syllabus added',
      data: await addResource(request, request.params.courseId, 'syllabus', 'syllabus'),
    }),
  );

  api.delete(
    '/removeSyllabus/:courseId/:fileId',
    {
      preHandler: requireAdmin,
      schema: { params: courseIdParams.extend({ fileId: z.string().min(1).max(100) }) },
    },
    async (request) => {
      await removeResource(request.params.fileId, 'syllabus', request.params.courseId);
      return { success: true, message: 'Deleted' };
    },
  );

  api.post(
    '/addEbook/:courseId',
    { preHandler: requireAdmin, schema: { params: courseIdParams } },
    async (request) => ({
      success: true,
      message: 'Ebook added successfully',
      data: await addResource(request, request.params.courseId, 'ebook', 'ebookUrl'),
    }),
  );

  api.delete(
    '/removeEbook/:id',
    { preHandler: requireAdmin, schema: { params: idParams } },
    async (request) => {
      await removeResource(request.params.id, 'ebook');
      return { success: true, message: 'Ebook Deleted' };
    },
  );

  api.post(
    '/addppt/:courseId',
    { preHandler: requireAdmin, schema: { params: courseIdParams } },
    async (request) => ({
      success: true,
      message: 'PPT added successfully',
      data: await addResource(request, request.params.courseId, 'ppt', 'pptUrl'),
    }),
  );

  api.delete(
    '/removePPT/:id',
    { preHandler: requireAdmin, schema: { params: idParams } },
    async (request) => {
      await removeResource(request.params.id, 'ppt');
      return { success: true, message: 'PPT Deleted' };
    },
  );

  /** Downloads a resource: admins, and students enrolled in its course. */
  api.get('/file/:id', { schema: { params: idParams } }, async (request, reply) => {
    const user = request.user;
    if (!user) throw new HttpError(401, 'Please log in and buy this course to open its resources.');
    const file = await findCourseFile(db, request.params.id);
    if (!file) throw new HttpError(404, 'File not found.');
    if (user.role !== 'admin' && !(await isEnrolled(db, user.id, file.course_id))) {
      throw new HttpError(403, 'Buy this course to open its resources.');
    }
    const stream = await storage.read(file.storage_key).catch(() => {
      throw new HttpError(404, 'File not found.');
    });
    return reply
      .header('content-type', file.content_type)
      .header('content-disposition', `attachment; filename="${file.file_name}"`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}
