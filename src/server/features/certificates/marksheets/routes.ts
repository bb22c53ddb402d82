import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import {
  marksheetDtoSchema,
  marksheetIssueSchema,
  marksheetListSchema,
  marksheetMessages,
  marksheetRevokeSchema,
  studentMarksheetsSchema,
  studentQuerySchema,
} from '#common/schemas/marksheets';
import { isChildOf } from '#server/db/family';
import { shownResults } from '#server/db/test-results';
import { auditEntity, noteAudit } from '#server/plugins/audit';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '#server/plugins/sessions';
import { childOrNotFound } from '#server/features/family-child';
import { idParams } from '#server/features/params';
import { issueMarksheet, revokeMarksheet } from './issue';
import { marksheetDto } from './mapper';
import { findMarksheet, marksheetsOfStudent, studentAndCourses } from './repo';

const marksheetEnvelope = envelope(marksheetDtoSchema);

/**
 * Marksheets (decision 069): issued and revoked by admins, listed for the admin, the student and
 * the guardians, and downloaded by them; anyone else is told "not found".
 */
export async function marksheetRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'marksheet');
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;
  const publicUrl = app.config.PUBLIC_URL;
  const dtos = (rows: Parameters<typeof marksheetDto>[1][]) =>
    rows.map((row) => marksheetDto(publicUrl, row));

  api.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        querystring: studentQuerySchema,
        response: { 200: envelope(studentMarksheetsSchema) },
      },
    },
    async (request) => {
      const { studentId } = request.query;
      const { student, courses } = await studentAndCourses(db, studentId);
      if (!student) throw new HttpError(404, 'Student not found.');
      const results = await shownResults(db, { userId: studentId });
      return {
        success: true,
        data: {
          marksheets: dtos(await marksheetsOfStudent(db, studentId, false)),
          courses: courses.map((c) => ({
            _id: c.id,
            title: c.course_title,
            results: results.filter((r) => r.courseId === c.id).length,
          })),
        },
      };
    },
  );

  api.post(
    '/',
    {
      config: { access: 'admin', audit: { action: 'issued' } },
      schema: { body: marksheetIssueSchema, response: { 201: marksheetEnvelope } },
    },
    async (request, reply) => {
      const row = await issueMarksheet(
        {
          db,
          storage,
          publicUrl,
          today: app.today(),
          now: app.clock.now().toISOString(),
        },
        { ...request.body, issuedBy: currentUser(request).id },
      );
      noteAudit(request, { entityId: row.id, summary: row.number });
      return reply.code(201).send({
        success: true,
        message: marksheetMessages.issued,
        data: marksheetDto(publicUrl, row),
      });
    },
  );

  api.patch(
    '/revoke/:id',
    {
      config: { access: 'admin', audit: { action: 'revoked' } },
      schema: {
        params: idParams,
        body: marksheetRevokeSchema,
        response: { 200: marksheetEnvelope },
      },
    },
    async (request) => {
      const row = await revokeMarksheet(
        db,
        request.params.id,
        request.body.reason,
        app.clock.now().toISOString(),
      );
      noteAudit(request, { summary: `${row.number}: ${request.body.reason}` });
      return {
        success: true,
        message: marksheetMessages.revoked,
        data: marksheetDto(publicUrl, row),
      };
    },
  );

  api.get(
    '/mine',
    { config: { access: 'user' }, schema: { response: { 200: envelope(marksheetListSchema) } } },
    async (request) => ({
      success: true,
      data: { marksheets: dtos(await marksheetsOfStudent(db, currentUser(request).id, true)) },
    }),
  );

  api.get(
    '/family/:id',
    {
      config: { access: 'user' },
      schema: { params: idParams, response: { 200: envelope(marksheetListSchema) } },
    },
    async (request) => {
      const child = await childOrNotFound(db, request, request.params.id);
      return {
        success: true,
        data: { marksheets: dtos(await marksheetsOfStudent(db, child, true)) },
      };
    },
  );

  api.get(
    '/:id/pdf',
    {
      config: { access: 'user' },
      schema: { params: idParams, querystring: z.object({ download: z.enum(['1']).optional() }) },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await findMarksheet(db, request.params.id);
      const allowed =
        row &&
        (user.role === 'admin' ||
          (row.status === 'valid' &&
            row.user_id !== null &&
            (row.user_id === user.id || (await isChildOf(db, user.id, row.user_id)))));
      if (!row || !allowed) throw new HttpError(404, marksheetMessages.notFound);
      const stream = await storage.read(row.storage_key).catch(() => {
        throw new HttpError(404, marksheetMessages.notFound);
      });
      const disposition = request.query.download ? 'attachment' : 'inline';
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${disposition}; filename="${row.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(stream);
    },
  );
}
