import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatInr } from '#common/format';
import { envelope } from '#common/schemas/envelope';
import {
  reminderPauseSchema,
  reminderSentSchema,
  studentRemindersSchema,
  type StudentReminders,
} from '#common/schemas/fee-reminders';
import type { Db } from '#server/db/database';
import { auditEntity, noteAudit } from '#server/plugins/audit';
import { about } from '#server/plugins/audit-summary';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '#server/plugins/sessions';
import { feePartParams, idParams } from '../params';
import { feeWithCourse } from './fee-plan-repo';
import {
  messagesAndFallbacks,
  reminderPause,
  remindersOfStudent,
  setReminderPause,
  studentOf,
} from './reminder-repo';
import { remindNow } from './reminders';

async function remindersOf(db: Db, student: { id: string; name: string }) {
  const pause = await reminderPause(db, student.id);
  const reminders = await remindersOfStudent(db, student.id);
  const messages = await messagesAndFallbacks(
    db,
    reminders.flatMap((reminder) => JSON.parse(reminder.message_ids) as string[]),
  );
  const reminderOf = new Map(
    reminders.flatMap((reminder) =>
      (JSON.parse(reminder.message_ids) as string[]).map((id) => [id, reminder] as const),
    ),
  );
  const rows: StudentReminders['messages'] = [];
  for (const message of messages) {
    const reminder =
      reminderOf.get(message.id) ??
      (message.fallback_from ? reminderOf.get(message.fallback_from) : undefined);
    if (!reminder) continue;
    // A fallback belongs to the reminder of the message it replaced.
    reminderOf.set(message.id, reminder);
    rows.push({
      _id: message.id,
      at: message.created_at,
      courseTitle: reminder.course_title,
      courseTitleHi: reminder.course_title_hi,
      dueOn: reminder.due_on,
      offsetDays: reminder.offset_days,
      amount: reminder.amount / 100,
      recipientName: message.recipient_name,
      recipientRole: message.recipient_role,
      channel: message.channel,
      status: message.status,
    });
  }
  rows.sort((a, b) => (a.at === b.at ? 0 : a.at < b.at ? 1 : -1));
  return {
    studentId: student.id,
    studentName: student.name,
    paused: pause
      ? { reason: pause.reason, pausedAt: pause.paused_at, pausedBy: pause.paused_by_name }
      : null,
    messages: rows,
  };
}

/** Who a student's fee reminders went to, pausing them, and sending one now (admins). */
export async function reminderRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'fee reminders');
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/schedule/:id/reminders',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: envelope(studentRemindersSchema) } },
    },
    async (request) => {
      const fee = await feeWithCourse(db)
        .where('course_fees.id', '=', request.params.id)
        .executeTakeFirst();
      if (!fee) throw new HttpError(404, 'Fee not found.');
      return {
        success: true,
        data: await remindersOf(db, { id: fee.user_id, name: fee.user_name }),
      };
    },
  );

  api.put(
    '/reminders/:id/pause',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: reminderPauseSchema,
        response: { 200: envelope(studentRemindersSchema) },
      },
    },
    async (request) => {
      const student = await studentOf(db, request.params.id);
      if (!student) throw new HttpError(404, 'Student not found.');
      const admin = currentUser(request);
      const { paused, reason } = request.body;
      await setReminderPause(
        db,
        student.id,
        paused ? { reason: reason || null, by: { id: admin.id, name: admin.user_name } } : null,
      );
      noteAudit(request, {
        entityId: student.id,
        summary: `${student.email}: reminders ${paused ? 'paused' : 'resumed'}${reason ? `; ${about(reason)}` : ''}`,
      });
      return {
        success: true,
        message: paused ? 'Reminders paused' : 'Reminders resumed',
        data: await remindersOf(db, { id: student.id, name: student.user_name }),
      };
    },
  );

  api.post(
    '/schedule/:id/parts/:seq/remind',
    {
      config: { access: 'admin', audit: { action: 'sent' } },
      schema: {
        params: feePartParams,
        response: { 200: envelope(reminderSentSchema) },
      },
    },
    async (request) => {
      const { part, amount, reminded } = await remindNow(
        app,
        request.params.id,
        request.params.seq,
      );
      noteAudit(request, {
        entityId: part.user_id,
        summary: `${part.email}: reminder of ${formatInr(amount)} due on ${part.due_on} sent to ${reminded.map((member) => member.name).join(', ')}`,
      });
      return {
        success: true,
        message: 'Reminder sent',
        data: {
          reminded: reminded.map(({ name, role }) => ({ name, role })),
          amount: amount / 100,
          dueOn: part.due_on,
        },
      };
    },
  );
}
