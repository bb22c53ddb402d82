import type { FastifyInstance } from 'fastify';
import { addDays } from '#common/fee-schedule';
import { formatInr } from '#common/format';
import { familyOf } from '#server/db/family';
import { getSiteSettings } from '#server/db/site-settings';
import { partStanding } from './pay-link';
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
  let queued = 0;
  for (const { part, offset } of due) {
    // What the part's pay link takes today: what is left of it, and its late fee once it applies.
    const amount = (await partStanding(app.db, part.id, today))?.total ?? 0;
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
