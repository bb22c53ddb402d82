import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { courseDtoSchema, courseSummarySchema } from '#common/schemas/courses';
import { courseFilterOptionsSchema, courseSearchSchema } from '#common/schemas/course-search';
import { COURSE_SEARCH_PAGE_SIZE } from '#common/course-search';
import { courseDto, courseDtos, viewingOf } from './mapper';
import { idParams, refusePausedFiles, visibleCourse } from './lookup';
import { coursesCsv, coursesView } from './courses-view';
import { coursesQuery } from './repo';
import { filterOptions, searchCourses } from './search';
import { csvExportRoute } from '../csv-export';
import { adminTableRoute } from '../admin-table-route';
import { pageOfRows } from '../page-of-rows';

const pptEnvelope = envelope(z.object({ ppt: courseDtoSchema.shape.ppt, locked: z.boolean() }));
const ebooksEnvelope = envelope(
  z.object({ ebooks: courseDtoSchema.shape.ebooks, locked: z.boolean() }),
);

/** The catalogue for everyone, and the admin's table of every course with its export. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;

  api.get(
    '/',
    {
      config: { access: 'public', shared: 'visitors' },
      schema: {
        querystring: courseSearchSchema,
        response: {
          200: envelope(
            z.object({
              courses: z.array(courseSummarySchema),
              total: z.number(),
              Pages: z.number().optional(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { page, ...search } = request.query;
      const viewer = { publishedOnly: request.user?.role !== 'admin', viewerId: request.user?.id };
      const query = searchCourses(db, viewer, search);
      const { rows, total, pages } = page
        ? await pageOfRows(query, page, COURSE_SEARCH_PAGE_SIZE)
        : await query.execute().then((all) => ({ rows: all, total: all.length, pages: undefined }));
      return {
        success: true,
        // The response schema sends each course's summary fields only.
        data: {
          courses: await courseDtos(db, storage, viewingOf(request), rows),
          total,
          Pages: pages,
        },
      };
    },
  );

  api.get(
    '/filters',
    {
      config: { access: 'public', shared: 'everyone' },
      schema: { response: { 200: envelope(courseFilterOptionsSchema) } },
    },
    async () => ({ success: true, data: await filterOptions(db) }),
  );

  // Without a page, every course of the view (the pickers of the course files' screens).
  adminTableRoute(app, {
    path: '/courses',
    key: 'data',
    dto: courseDtoSchema,
    query: coursesQuery,
    view: coursesView,
    toDtos: (rows, request) => courseDtos(db, storage, viewingOf(request), rows),
    whole: 'rows',
    pagesAlso: 'envelope',
  });

  csvExportRoute(app, {
    name: 'courses',
    query: coursesQuery,
    view: coursesView,
    columns: coursesCsv,
  });

  api.get(
    '/singlecourse/:id',
    {
      config: { access: 'public', shared: 'visitors' },
      schema: { params: idParams, response: { 200: envelope(courseDtoSchema) } },
    },
    async (request) => ({
      success: true,
      data: await courseDto(
        db,
        storage,
        viewingOf(request),
        await visibleCourse(db, request.user, request.params.id),
      ),
    }),
  );

  api.get(
    '/ppt/:id',
    {
      config: { access: 'public', shared: 'visitors' },
      schema: { params: idParams, response: { 200: pptEnvelope } },
    },
    async (request) => {
      const course = await visibleCourse(db, request.user, request.params.id);
      await refusePausedFiles(request, course.id);
      const { ppt, locked } = await courseDto(db, storage, viewingOf(request), course);
      return { success: true, data: { ppt, locked } };
    },
  );

  api.get(
    '/Ebook/:id',
    {
      config: { access: 'public', shared: 'visitors' },
      schema: {
        params: idParams,
        response: { 200: ebooksEnvelope },
      },
    },
    async (request) => {
      const course = await visibleCourse(db, request.user, request.params.id);
      await refusePausedFiles(request, course.id);
      const { ebooks, locked } = await courseDto(db, storage, viewingOf(request), course);
      return { success: true, data: { ebooks, locked } };
    },
  );
}
