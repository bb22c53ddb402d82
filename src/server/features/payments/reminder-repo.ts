import type { Db } from '#server/db/database';
import { newId, now } from '#server/db/time';

/** Fee parts with what a reminder of them names: their fee's student and course. */
const partsWithStudent = (db: Db) =>
  db
    .selectFrom('fee_parts')
    .innerJoin('course_fees', 'course_fees.id', 'fee_parts.fee_id')
    .innerJoin('courses', 'courses.id', 'course_fees.course_id')
    .innerJoin('users', 'users.id', 'course_fees.user_id')
    .select([
      'fee_parts.id',
      'fee_parts.fee_id',
      'fee_parts.seq',
      'fee_parts.due_on',
      'course_fees.user_id',
      'courses.course_title',
      'courses.course_title_hi',
      'users.user_name',
      'users.email',
    ]);

/**
 * The unpaid-or-not parts falling due on `dueOn` that have not had the reminder `offset` days from
 * it, of students whose reminders are not paused; with their fee's student and course.
 */
export const partsToRemind = (db: Db, dueOn: string, offset: number) =>
  partsWithStudent(db)
    .where('fee_parts.due_on', '=', dueOn)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('fee_reminder_pauses')
            .select('fee_reminder_pauses.student_id')
            .whereRef('fee_reminder_pauses.student_id', '=', 'course_fees.user_id'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('fee_reminders')
            .select('fee_reminders.id')
            .whereRef('fee_reminders.fee_id', '=', 'fee_parts.fee_id')
            .whereRef('fee_reminders.part_seq', '=', 'fee_parts.seq')
            .whereRef('fee_reminders.due_on', '=', 'fee_parts.due_on')
            .where('fee_reminders.offset_days', '=', offset),
        ),
      ),
    )
    .execute();

export type PartToRemind = Awaited<ReturnType<typeof partsToRemind>>[number];

/** The part `seq` of a fee, as a reminder names it. */
export const partToRemind = (db: Db, feeId: string, seq: number) =>
  partsWithStudent(db)
    .where('fee_parts.fee_id', '=', feeId)
    .where('fee_parts.seq', '=', seq)
    .executeTakeFirst();

/**
 * Claims one reminder: its row, unless the part already had it (another server's run, or an
 * earlier one). Its id, or undefined when it was there.
 */
export async function claimReminder(
  trx: Db,
  part: PartToRemind,
  reminder: { offset: number; amount: number; today: string },
): Promise<string | undefined> {
  const row = await trx
    .insertInto('fee_reminders')
    .values({
      id: newId(),
      fee_id: part.fee_id,
      part_id: part.id,
      part_seq: part.seq,
      due_on: part.due_on,
      offset_days: reminder.offset,
      student_id: part.user_id,
      amount: reminder.amount,
      sent_on: reminder.today,
      created_at: now(),
    })
    .onConflict((oc) => oc.columns(['fee_id', 'part_seq', 'due_on', 'offset_days']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export const keepReminderMessages = (trx: Db, id: string, messageIds: string[]) =>
  trx
    .updateTable('fee_reminders')
    .set({ message_ids: JSON.stringify(messageIds) })
    .where('id', '=', id)
    .execute();

export const reminderPause = (db: Db, studentId: string) =>
  db
    .selectFrom('fee_reminder_pauses')
    .selectAll()
    .where('student_id', '=', studentId)
    .executeTakeFirst();

export async function setReminderPause(
  db: Db,
  studentId: string,
  pause: { reason: string | null; by: { id: string; name: string } } | null,
) {
  if (!pause) {
    await db.deleteFrom('fee_reminder_pauses').where('student_id', '=', studentId).execute();
    return;
  }
  const values = {
    reason: pause.reason,
    paused_by: pause.by.id,
    paused_by_name: pause.by.name,
    paused_at: now(),
  };
  await db
    .insertInto('fee_reminder_pauses')
    .values({ student_id: studentId, ...values })
    .onConflict((oc) => oc.column('student_id').doUpdateSet(values))
    .execute();
}

/** A student's reminders, newest first, with their fee's course. */
export const remindersOfStudent = (db: Db, studentId: string) =>
  db
    .selectFrom('fee_reminders')
    .innerJoin('course_fees', 'course_fees.id', 'fee_reminders.fee_id')
    .innerJoin('courses', 'courses.id', 'course_fees.course_id')
    .selectAll('fee_reminders')
    .select(['courses.course_title', 'courses.course_title_hi'])
    .where('fee_reminders.student_id', '=', studentId)
    .orderBy('fee_reminders.created_at', 'desc')
    .orderBy('fee_reminders.id', 'desc')
    .limit(200)
    .execute();

/** The messages with these ids, and those that fell back from them (on the next channel). */
export async function messagesAndFallbacks(db: Db, ids: string[]) {
  const columns = [
    'id',
    'recipient_role',
    'recipient_name',
    'channel',
    'status',
    'created_at',
    'fallback_from',
  ] as const;
  const rows = [];
  let next = ids;
  // A message falls back at most twice: WhatsApp, SMS, e-mail.
  for (let step = 0; step < 3 && next.length > 0; step++) {
    const found =
      step === 0
        ? await db.selectFrom('notifications').select(columns).where('id', 'in', next).execute()
        : await db
            .selectFrom('notifications')
            .select(columns)
            .where('fallback_from', 'in', next)
            .execute();
    rows.push(...found);
    next = found.map((row) => row.id);
  }
  return rows;
}

export const studentOf = (db: Db, id: string) =>
  db
    .selectFrom('users')
    .select(['id', 'user_name', 'email'])
    .where('id', '=', id)
    .executeTakeFirst();
