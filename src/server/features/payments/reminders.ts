import type { FastifyInstance } from 'fastify';
import { addDays, settle } from '#common/fee-schedule';
import { formatInr } from '#common/format';
import { familyOf } from '#server/db/family';
import { getSiteSettings } from '#server/db/site-settings';
import { deskPaidOfFees, partsOfFees } from './fee-plan-repo';
import {
  claimReminder,
  keepReminderMessages,
  partsToRemind,
  type PartToRemind,
} from './reminder-repo';

/** ₹ with Indian grouping and always two decimals: "₹3,333.00". */
export const inrWithPaise = (paise: number) => {
  const text = formatInr(paise);
  return text.includes('.') ? text : `${text}.00`;
};

/** What is left to pay of each part of these fees, in paise, by `feeId:seq`. */
async function outstandingOf(app: FastifyInstance, feeIds: string[]) {
  const parts = await partsOfFees(app.db, feeIds);
  const paid = await deskPaidOfFees(app.db, feeIds);
  const left = new Map<string, number>();
  for (const feeId of new Set(feeIds)) {
    const own = parts
      .filter((part) => part.fee_id === feeId)
      .map((part) => ({ seq: part.seq, dueOn: part.due_on, amount: part.amount }));
    for (const part of settle(own, paid.get(feeId) ?? 0)) {
      left.set(`${feeId}:${part.seq}`, part.amount - part.paid);
    }
  }
  return left;
}

/**
 * Queues today's fee reminders (decision 055): for each reminder day of the settings, the parts
 * due that many days from today, unpaid, of students not paused, each reminded once. Only today's
 * reminders: a day the job did not run is not caught up. How many reminders it queued.
 */
export async function queueDueReminders(app: FastifyInstance): Promise<number> {
  const today = app.today();
  const settings = await getSiteSettings(app.db);
  const due: { part: PartToRemind; offset: number }[] = [];
  for (const offset of settings.feeReminderDays) {
    for (const part of await partsToRemind(app.db, addDays(today, -offset), offset)) {
      due.push({ part, offset });
    }
  }
  if (due.length === 0) return 0;
  const left = await outstandingOf(
    app,
    due.map(({ part }) => part.fee_id),
  );
  let queued = 0;
  for (const { part, offset } of due) {
    const amount = left.get(`${part.fee_id}:${part.seq}`) ?? 0;
    if (amount <= 0) continue;
    const done = await app.db.transaction().execute(async (trx) => {
      const id = await claimReminder(trx, part, { offset, amount, today });
      if (!id) return false;
      const messageIds: string[] = [];
      for (const member of await familyOf(trx, part.user_id, 'fees')) {
        const course =
          member.language === 'hi'
            ? (part.course_title_hi ?? part.course_title)
            : part.course_title;
        messageIds.push(
          ...(await app.notifications.enqueue(trx, {
            event: 'fee-reminder',
            values: {
              name: member.name,
              student: part.user_name,
              course,
              amount: inrWithPaise(amount),
              dueOn: part.due_on,
              link: app.payLinks.url(part.id),
              institute: settings.name,
            },
            recipients: [member],
          })),
        );
      }
      await keepReminderMessages(trx, id, messageIds);
      return true;
    });
    if (done) queued++;
  }
  if (queued > 0) app.notifications.wake();
  return queued;
}
