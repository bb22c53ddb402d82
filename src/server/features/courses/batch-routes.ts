import { formatCalendarDate } from '#common/format';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { batchDtoSchema, batchMessages, batchSchema } from '#common/schemas/batches';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import type { CourseBatch } from '#server/db/schema';
import { auditEntity, noteAudit } from '#server/plugins/audit';
import { about, rowSummary, changeSummary } from '#server/plugins/audit-summary';
import { courseAuditFields } from './audit-fields';
import { HttpError } from '#server/plugins/errors';
import { batchDto, batchesOf, deleteBatch, findBatch, insertBatch, updateBatch } from './batches';
import { existingCourse, idParams } from './lookup';

const courseIdParams = z.object({ courseId: z.string().min(1).max(100) });

async function existingBatch(db: FastifyInstance['db'], id: string) {
  const batch = await findBatch(db, id);
  if (!batch) throw new HttpError(404, batchMessages.notFound);
  return batch;
}

/** `"Python Programming" batch from 2026-07-01` for the audit log. */
async function batchName(db: FastifyInstance['db'], batch: CourseBatch): Promise<string> {
  const course = await existingCourse(db, batch.course_id);
  return `${about(course.course_title)} batch from ${formatCalendarDate(batch.starts_on)}`;
}

/** A batch's times, mode and seats, for the audit log. */
const batchFacts = (batch: CourseBatch) =>
  rowSummary(
    {
      days: batch.days,
      start_time: batch.start_time,
      end_time: batch.end_time,
      mode: batch.mode,
      seats: batch.seats,
    },
    courseAuditFields,
  );

/** A course's batches: listed for admins, added, changed and removed. */
export async function courseBatchRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'batch');
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const admin = { access: 'admin' } as const;

  api.get(
    '/batches/:courseId',
    {
      config: admin,
      schema: {
        params: courseIdParams,
        response: { 200: envelope(z.object({ batches: z.array(batchDtoSchema) })) },
      },
    },
    async (request) => {
      const course = await existingCourse(db, request.params.courseId);
      const batches = await batchesOf(db, [course.id]);
      return { success: true, data: { batches: batches.map(batchDto) } };
    },
  );

  api.post(
    '/batches/:courseId',
    {
      config: admin,
      schema: {
        params: courseIdParams,
        body: batchSchema,
        response: { 201: envelope(batchDtoSchema) },
      },
    },
    async (request, reply) => {
      const course = await existingCourse(db, request.params.courseId);
      const batch = await insertBatch(db, course.id, request.body);
      noteAudit(request, {
        summary: `${about(course.course_title)} batch from ${formatCalendarDate(batch.starts_on)}: ${batchFacts(batch)}`,
      });
      return reply.code(201).send({ success: true, message: 'Batch added', data: batchDto(batch) });
    },
  );

  api.patch(
    '/batch/:id',
    {
      config: admin,
      schema: { params: idParams, body: batchSchema, response: { 200: envelope(batchDtoSchema) } },
    },
    async (request) => {
      const before = await existingBatch(db, request.params.id);
      const batch = await updateBatch(db, request.params.id, request.body);
      if (!batch) throw new HttpError(404, batchMessages.notFound);
      noteAudit(request, {
        summary: `${await batchName(db, before)}: ${changeSummary(before, batch, courseAuditFields) || 'No change'}`,
      });
      return { success: true, message: 'Batch updated', data: batchDto(batch) };
    },
  );

  api.delete(
    '/batch/:id',
    { config: admin, schema: { params: idParams, response: { 200: messageEnvelope } } },
    async (request) => {
      const batch = await existingBatch(db, request.params.id);
      noteAudit(request, { summary: `${await batchName(db, batch)}: ${batchFacts(batch)}` });
      await deleteBatch(db, request.params.id);
      return { success: true, message: 'Batch removed' };
    },
  );
}
