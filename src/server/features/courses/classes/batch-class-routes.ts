import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendanceSchema,
  batchClassMessages,
  batchStudentSchema,
  batchTrainersSchema,
  checkInCodeDtoSchema,
  checkInResultSchema,
  checkInSchema,
  classListDtoSchema,
  followUpDtoSchema,
  rosterDtoSchema,
  sessionCancelSchema,
  sessionDtoSchema,
  sessionMoveSchema,
  sessionRangeSchema,
} from '#common/schemas/batch-classes';
import { batchMessages } from '#common/schemas/batches';
import { calendarDay } from '#common/schemas/enquiries';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import { paths } from '#common/paths';
import { indiaToday } from '#server/db/time';
import { auditEntity, noteAudit } from '#server/plugins/audit';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '#server/plugins/sessions';
import { findBatch } from '../batches';
import { idParams } from '../lookup';
import { classList, saveAttendance } from './attendance';
import { checkIn } from './check-in';
import { indiaDay } from './class-times';
import { followUpsDone, followUpList } from './follow-ups';
import { personDto, sessionDto } from './mapper';
import { classesOn, deleteStudent, sessionsOf, studentsOf, trainersOf } from './repo';
import { addStudent, setTrainers } from './roster';
import { cancelSession, existingSession, generateSessions, moveSession } from './schedule';

const studentParams = z.object({
  id: z.string().min(1).max(100),
  userId: z.string().min(1).max(100),
});
const sessionList = envelope(z.object({ sessions: z.array(sessionDtoSchema) }));

/** A batch's trainers and students, its classes, and their attendance (decision 053). */
export async function batchClassRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'batch');
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const admin = { access: 'admin' } as const;

  const existingBatch = async (id: string) => {
    const batch = await findBatch(db, id);
    if (!batch) throw new HttpError(404, batchMessages.notFound);
    return batch;
  };
  const roster = async (batchId: string) => {
    const [trainers, students] = await Promise.all([
      trainersOf(db, batchId),
      studentsOf(db, batchId),
    ]);
    return { trainers: trainers.map(personDto), students: students.map(personDto) };
  };

  api.get(
    '/batch/:id/roster',
    {
      config: admin,
      schema: { params: idParams, response: { 200: envelope(rosterDtoSchema) } },
    },
    async (request) => {
      const batch = await existingBatch(request.params.id);
      return { success: true, data: await roster(batch.id) };
    },
  );

  api.put(
    '/batch/:id/trainers',
    {
      config: admin,
      schema: {
        params: idParams,
        body: batchTrainersSchema,
        response: { 200: envelope(rosterDtoSchema) },
      },
    },
    async (request) => {
      const batch = await existingBatch(request.params.id);
      await setTrainers(db, batch, request.body.trainerIds);
      const data = await roster(batch.id);
      noteAudit(request, {
        summary: `Trainers: ${data.trainers.map((t) => t.userName).join(', ') || 'none'}`,
      });
      return { success: true, message: 'Trainers saved', data };
    },
  );

  api.post(
    '/batch/:id/students',
    {
      config: admin,
      schema: {
        params: idParams,
        body: batchStudentSchema,
        response: { 201: envelope(rosterDtoSchema) },
      },
    },
    async (request, reply) => {
      const batch = await existingBatch(request.params.id);
      await addStudent(db, batch, request.body.userId);
      noteAudit(request, { action: 'student added', summary: `Student ${request.body.userId}` });
      const data = await roster(batch.id);
      return reply.code(201).send({ success: true, message: 'Student added to the batch', data });
    },
  );

  api.delete(
    '/batch/:id/students/:userId',
    { config: admin, schema: { params: studentParams, response: { 200: messageEnvelope } } },
    async (request) => {
      const batch = await existingBatch(request.params.id);
      if (!(await deleteStudent(db, batch.id, request.params.userId)))
        throw new HttpError(404, batchClassMessages.notInBatch);
      noteAudit(request, {
        action: 'student removed',
        summary: `Student ${request.params.userId}`,
      });
      return { success: true, message: 'Student removed from the batch' };
    },
  );

  api.get(
    '/batch/:id/sessions',
    {
      config: admin,
      schema: { params: idParams, querystring: sessionRangeSchema, response: { 200: sessionList } },
    },
    async (request) => {
      const batch = await existingBatch(request.params.id);
      const { from, to } = request.query;
      const sessions = await sessionsOf(db, batch.id, from, to);
      return { success: true, data: { sessions: sessions.map(sessionDto) } };
    },
  );

  api.post(
    '/batch/:id/sessions',
    {
      config: admin,
      schema: { params: idParams, body: sessionRangeSchema, response: { 200: sessionList } },
    },
    async (request) => {
      const batch = await existingBatch(request.params.id);
      const { from, to } = request.body;
      const sessions = await generateSessions(db, batch, from, to);
      noteAudit(request, { action: 'classes made', summary: `Classes from ${from} to ${to}` });
      return {
        success: true,
        message: 'Classes made',
        data: { sessions: sessions.map(sessionDto) },
      };
    },
  );

  api.patch(
    '/sessions/:id',
    {
      config: admin,
      schema: {
        params: idParams,
        body: sessionMoveSchema,
        response: { 200: envelope(sessionDtoSchema) },
      },
    },
    async (request) => {
      const session = await existingSession(db, request.params.id);
      const batch = await existingBatch(session.batch_id);
      const moved = await moveSession(db, app, batch, session, request.body);
      noteAudit(request, {
        entityId: batch.id,
        action: 'class moved',
        summary: `Class of ${session.planned_on} moved to ${moved.held_on} ${moved.start_time}–${moved.end_time}`,
      });
      return { success: true, message: 'Class moved', data: sessionDto(moved) };
    },
  );

  api.post(
    '/sessions/:id/cancel',
    {
      config: admin,
      schema: {
        params: idParams,
        body: sessionCancelSchema,
        response: { 200: envelope(sessionDtoSchema) },
      },
    },
    async (request) => {
      const session = await existingSession(db, request.params.id);
      const cancelled = await cancelSession(db, app, session, request.body.reason);
      noteAudit(request, {
        entityId: session.batch_id,
        action: 'class cancelled',
        summary: `Class of ${session.held_on} cancelled: ${request.body.reason}`,
      });
      return { success: true, message: 'Class cancelled', data: sessionDto(cancelled) };
    },
  );

  api.get(
    '/sessions/today',
    {
      config: admin,
      schema: {
        querystring: z.object({ on: calendarDay.optional() }),
        response: {
          200: envelope(
            z.object({ sessions: z.array(sessionDtoSchema.extend({ courseTitle: z.string() })) }),
          ),
        },
      },
    },
    async (request) => {
      const rows = await classesOn(db, request.query.on ?? indiaToday());
      const sessions = rows.map((row) => ({ ...sessionDto(row), courseTitle: row.course_title }));
      return { success: true, data: { sessions } };
    },
  );

  api.get(
    '/sessions/:id/attendance',
    {
      config: admin,
      schema: { params: idParams, response: { 200: envelope(classListDtoSchema) } },
    },
    async (request) => {
      const session = await existingSession(db, request.params.id);
      return { success: true, data: await classList(db, session) };
    },
  );

  api.put(
    '/sessions/:id/attendance',
    {
      config: admin,
      schema: {
        params: idParams,
        body: attendanceSchema,
        response: { 200: envelope(classListDtoSchema) },
      },
    },
    async (request) => {
      const session = await existingSession(db, request.params.id);
      const data = await saveAttendance(db, app, session, request.body, currentUser(request).id);
      const absent = request.body.marks.filter((m) => m.mark !== 'present').length;
      noteAudit(request, {
        entityId: session.batch_id,
        action: 'attendance marked',
        summary: `Attendance of ${session.held_on}: ${request.body.marks.length} marked, ${absent} not present`,
      });
      return { success: true, message: 'Attendance saved', data };
    },
  );

  api.get(
    '/sessions/:id/check-in-code',
    {
      config: admin,
      schema: { params: idParams, response: { 200: envelope(checkInCodeDtoSchema) } },
    },
    async (request) => {
      const session = await existingSession(db, request.params.id);
      if (session.status === 'cancelled') throw new HttpError(409, batchClassMessages.cancelled);
      const now = app.clock.now();
      if (session.held_on !== indiaDay(now)) throw new HttpError(409, batchClassMessages.notToday);
      const { code, changesAt } = app.checkInCodes.codeAt(session.id, now);
      return {
        success: true,
        data: {
          code,
          url: `${app.config.PUBLIC_URL}${paths.checkIn.getHref()}?${new URLSearchParams({ s: session.id, c: code })}`,
          changesAt: changesAt.toISOString(),
        },
      };
    },
  );

  api.post(
    '/check-in',
    {
      config: { access: 'user' },
      schema: { body: checkInSchema, response: { 200: envelope(checkInResultSchema) } },
    },
    async (request) => {
      const student = { id: currentUser(request).id, address: request.ip };
      const data = await checkIn(app, student, request.body);
      const message =
        data.outcome === 'checked-in'
          ? batchClassMessages.checkedIn
          : batchClassMessages.alreadyMarked;
      return { success: true, message, data };
    },
  );

  api.get(
    '/attendance/follow-ups',
    {
      config: admin,
      schema: {
        response: { 200: envelope(z.object({ followUps: z.array(followUpDtoSchema) })) },
      },
    },
    async () => ({ success: true, data: { followUps: await followUpList(db) } }),
  );

  api.post(
    '/attendance/follow-ups/:id/done',
    { config: admin, schema: { params: idParams, response: { 200: messageEnvelope } } },
    async (request) => {
      await followUpsDone(db, request.params.id, currentUser(request).id);
      return { success: true, message: 'Follow-up done' };
    },
  );
}
