import { z } from 'zod';
import { notificationChannels, notificationStatuses, recipientRoles } from '../notifications';

export const reminderPauseMessages = {
  reasonTooLong: 'Keep the reason to 200 characters.',
} as const;

/** PUT /payment/reminders/:studentId/pause: pause (with an optional reason) or resume. */
export const reminderPauseSchema = z.object({
  paused: z.boolean(),
  reason: z.string().trim().max(200, reminderPauseMessages.reasonTooLong).default(''),
});
export type ReminderPauseInput = z.input<typeof reminderPauseSchema>;

/** One message of a fee reminder: to whom, on which channel, and how far it got. */
export const reminderMessageSchema = z.object({
  _id: z.string(),
  at: z.string(),
  courseTitle: z.string(),
  courseTitleHi: z.string().nullable(),
  dueOn: z.string(),
  /** Days from the due date: negative before it. */
  offsetDays: z.number(),
  /** Rupees outstanding on the part when reminded. */
  amount: z.number(),
  recipientName: z.string(),
  recipientRole: z.enum(recipientRoles),
  channel: z.enum(notificationChannels),
  status: z.enum(notificationStatuses),
});
export type ReminderMessage = z.infer<typeof reminderMessageSchema>;

/** A student's fee reminders as the admin's schedule screen shows them. */
export const studentRemindersSchema = z.object({
  studentId: z.string(),
  studentName: z.string(),
  paused: z
    .object({ reason: z.string().nullable(), pausedAt: z.string(), pausedBy: z.string() })
    .nullable(),
  messages: z.array(reminderMessageSchema),
});
export type StudentReminders = z.infer<typeof studentRemindersSchema>;

/** POST /payment/schedule/:id/parts/:seq/remind: who a reminder sent now went to, and for what. */
export const reminderSentSchema = z.object({
  reminded: z.array(z.object({ name: z.string(), role: z.enum(recipientRoles) })),
  /** Rupees the reminder asks for: what paying the part takes today. */
  amount: z.number(),
  dueOn: z.string(),
});
export type ReminderSent = z.infer<typeof reminderSentSchema>;
