import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatInr } from '#common/format';
import { envelope } from '#common/schemas/envelope';
import { duesLedgerSchema, duesQuerySchema, type DueRow } from '#common/schemas/dues';
import {
  feePlanDtoSchema,
  feePlanSchema,
  feeScheduleSchema,
  scheduleChangeSchema,
} from '#common/schemas/fee-plans';
import { auditEntity, noteAudit } from '#server/plugins/audit';
import { about } from '#server/plugins/audit-summary';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '#server/plugins/sessions';
import { csvRupees, sendCsv, type CsvColumn } from '../csv-export';
import { idParams } from '../params';
import { duesLedger } from './dues';
import { existingCourse } from './desk';
import { insertPlan, plansOf, updatePlan, findPlan } from './fee-plan-repo';
import { changeSchedule, planDto, scheduleOf, schedulesOfStudent } from './fee-plans';

const courseParams = z.object({ courseId: z.string().min(1).max(100) });
const planSummary = (plan: z.output<typeof feePlanSchema>) =>
  `${about(plan.name)}: ${plan.parts.length} parts${plan.active ? '' : ', switched off'}`;

const duesCsv: CsvColumn<DueRow>[] = [
  { header: 'Student', value: (row) => row.user.userName },
  { header: 'Email', value: (row) => row.user.email },
  { header: 'Course', value: (row) => row.courseTitle },
  { header: 'Fee', value: (row) => csvRupees(row.fee * 100) },
  { header: 'Due so far', value: (row) => csvRupees(row.dueSoFar * 100) },
  { header: 'Paid', value: (row) => csvRupees(row.paid * 100) },
  { header: 'Outstanding', value: (row) => csvRupees(row.outstanding * 100) },
  { header: 'Overdue', value: (row) => csvRupees(row.overdue * 100) },
  { header: 'Next due on', value: (row) => row.nextDue?.dueOn ?? null },
  {
    header: 'Next due amount',
    value: (row) => (row.nextDue ? csvRupees(row.nextDue.amount * 100) : null),
  },
  { header: 'Overdue 0-30 days', value: (row) => csvRupees(row.ageing['0-30'] * 100) },
  { header: 'Overdue 31-60 days', value: (row) => csvRupees(row.ageing['31-60'] * 100) },
  { header: 'Overdue 61-90 days', value: (row) => csvRupees(row.ageing['61-90'] * 100) },
  { header: 'Overdue over 90 days', value: (row) => csvRupees(row.ageing['90+'] * 100) },
];

/** Instalment plans of courses (admins), students' schedules, and the dues ledger. */
export async function feePlanRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'fee plan');
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/plans/:courseId',
    {
      config: { access: 'admin' },
      schema: { params: courseParams, response: { 200: envelope(z.array(feePlanDtoSchema)) } },
    },
    async (request) => {
      await existingCourse(db, request.params.courseId);
      return { success: true, data: (await plansOf(db, request.params.courseId)).map(planDto) };
    },
  );

  api.post(
    '/plans/:courseId',
    {
      config: { access: 'admin' },
      schema: {
        params: courseParams,
        body: feePlanSchema,
        response: { 200: envelope(feePlanDtoSchema) },
      },
    },
    async (request) => {
      const course = await existingCourse(db, request.params.courseId);
      const row = await insertPlan(db, course.id, request.body);
      noteAudit(request, {
        entityId: row.id,
        summary: `${planSummary(request.body)} for ${about(course.course_title)}`,
      });
      return { success: true, message: 'Plan saved', data: planDto(row) };
    },
  );

  api.put(
    '/plan/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: feePlanSchema,
        response: { 200: envelope(feePlanDtoSchema) },
      },
    },
    async (request) => {
      const before = await findPlan(db, request.params.id);
      const row = await updatePlan(db, request.params.id, request.body);
      if (!before || !row) throw new HttpError(404, 'Plan not found.');
      noteAudit(request, {
        entityId: row.id,
        summary: `${planSummary(planDto(before))} → ${planSummary(request.body)}`,
      });
      return { success: true, message: 'Plan saved', data: planDto(row) };
    },
  );

  api.get(
    '/schedule/:id',
    {
      config: { access: 'user' },
      schema: { params: idParams, response: { 200: envelope(feeScheduleSchema) } },
    },
    async (request) => {
      const user = currentUser(request);
      const { fee, schedule } = await scheduleOf(db, app.payLinks, request.params.id, app.today());
      // Another student's fee is answered as if there were none.
      if (user.role !== 'admin' && fee.user_id !== user.id)
        throw new HttpError(404, 'Fee not found.');
      return { success: true, data: schedule };
    },
  );

  api.get(
    '/my-schedules',
    {
      config: { access: 'user' },
      schema: { response: { 200: envelope(z.array(feeScheduleSchema)) } },
    },
    async (request) => ({
      success: true,
      data: await schedulesOfStudent(db, app.payLinks, currentUser(request).id, app.today()),
    }),
  );

  await app.register(async (scheduleApp) => {
    auditEntity(scheduleApp, 'fee schedule');
    scheduleApp.withTypeProvider<ZodTypeProvider>().put(
      '/schedule/:id',
      {
        config: { access: 'admin' },
        schema: {
          params: idParams,
          body: scheduleChangeSchema,
          response: { 200: envelope(feeScheduleSchema) },
        },
      },
      async (request) => {
        const change = await changeSchedule(db, request.params.id, request.body);
        const { fee, schedule } = await scheduleOf(
          db,
          app.payLinks,
          request.params.id,
          app.today(),
        );
        const parts = (list: { amount: number; dueOn?: string; due_on?: string }[]) =>
          list.map((p) => `${formatInr(p.amount)} on ${p.dueOn ?? p.due_on}`).join(', ');
        noteAudit(request, {
          entityId: fee.id,
          summary:
            `${fee.email}, ${about(fee.course_title)}: ${parts(change.oldParts)} → ${parts(change.parts)}; ` +
            `Discount: ${formatInr(change.fee.discount)} → ${formatInr(change.discount)}; ${request.body.reason}`,
        });
        return { success: true, message: 'Schedule saved', data: schedule };
      },
    );
  });

  api.get(
    '/dues',
    {
      config: { access: 'admin' },
      schema: { querystring: duesQuerySchema, response: { 200: envelope(duesLedgerSchema) } },
    },
    async (request) => ({ success: true, data: await duesLedger(db, app.today(), request.query) }),
  );

  api.get(
    '/dues/export.csv',
    { config: { access: 'admin' }, schema: { querystring: duesQuerySchema } },
    async (request, reply) => {
      const { rows } = await duesLedger(db, app.today(), request.query);
      return sendCsv(
        reply,
        'dues',
        duesCsv,
        (async function* () {
          yield* rows;
        })(),
      );
    },
  );
}
