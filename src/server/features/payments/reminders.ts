import type { FastifyInstance } from 'fastify';
import { addDays, daysBetween } from '#common/fee-schedule';
import { formatInr } from '#common/format';
import { familyOf, type FamilyMember } from '#server/db/family';
import { getSiteSettings } from '#server/db/site-settings';
import { HttpError } from '#server/plugins/errors';
import { partStanding, payLinkMessages } from './pay-link';
import {
  claimReminder,
  keepReminderMessages,
  partsToRemind,
  partToRemind,
  reminderPause,
  type PartToRemind,
} from './reminder-repo';

export const remindNowMessages = {
  notFound: 'Fee part not found.',
  paused: "This student's reminders are paused. Resume them to send one.",
  sentToday: 'This part was already reminded today.',
};

/** ₹ with Indian grouping and always two decimals: "₹3,333.00". */
export const inrWithPaise = (paise: number) => {
  const text = formatInr(paise);
  return text.includes('.') ? text : `${text}.00`;
};

/**
 * Queues one reminder of a part (`offset` days from its due date, for `amount` left) to the
 * student and the guardians who chose fee messages, in one transaction with its unique row: the
 * people reminded, or undefined when the part had that reminder already.
 */
export async function remindOfPart(
  app: FastifyInstance,
  part: PartToRemind,
  reminder: { offset: number; amount: number; today: string; institute: string },
): Promise<FamilyMember[] | undefined> {
  return app.db.transaction().execute(async (trx) => {
    const id = await claimReminder(trx, part, reminder);
    if (!id) return undefined;
    const family = await familyOf(trx, part.user_id, 'fees');
    const messageIds: string[] = [];
    for (const member of family) {
      const course =
        member.language === 'hi' ? (part.course_title_hi ?? part.course_title) : part.course_title;
      messageIds.push(
        ...(await app.notifications.enqueue(trx, {
          event: 'fee-reminder',
          values: {
            name: member.name,
            student: part.user_name,
            course,
            amount: inrWithPaise(reminder.amount),
            dueOn: part.due_on,
            link: app.payLinks.url(part.id),
            institute: reminder.institute,
          },
          recipients: [member],
        })),
      );
    }
    await keepReminderMessages(trx, id, messageIds);
    return family;
  });
}

/** What paying a part takes today (paise): what is left of it, and its late fee once it applies. */
export const amountToRemind = async (app: FastifyInstance, partId: string, today: string) =>
  (await partStanding(app.db, partId, today))?.total ?? 0;

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
    const amount = await amountToRemind(app, part.id, today);
    if (amount <= 0) continue;
    const reminded = await remindOfPart(app, part, {
      offset,
      amount,
      today,
      institute: settings.name,
    });
    if (reminded) queued++;
  }
  if (queued > 0) app.notifications.wake();
  return queued;
}

/**
 * The admin's "Send reminder now" for a part of a fee: the same reminder as the job's, now, with
 * its days from the due date as its offset, so a part is reminded at most once a day (the job's
 * reminder of the same day is this one). Refused for a part paid, a student whose reminders are
 * paused, or a part already reminded today. The part, what it takes, and the people reminded.
 */
export async function remindNow(app: FastifyInstance, feeId: string, seq: number) {
  const part = await partToRemind(app.db, feeId, seq);
  if (!part) throw new HttpError(404, remindNowMessages.notFound);
  if (await reminderPause(app.db, part.user_id)) {
    throw new HttpError(409, remindNowMessages.paused);
  }
  const today = app.today();
  const amount = await amountToRemind(app, part.id, today);
  if (amount <= 0) throw new HttpError(409, payLinkMessages.paid);
  const settings = await getSiteSettings(app.db);
  const reminded = await remindOfPart(app, part, {
    offset: daysBetween(part.due_on, today),
    amount,
    today,
    institute: settings.name,
  });
  if (!reminded) throw new HttpError(409, remindNowMessages.sentToday);
  app.notifications.wake();
  return { part, amount, reminded };
}
