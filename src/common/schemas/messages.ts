import { z } from 'zod';
import {
  notificationChannels,
  notificationEvents,
  notificationStatuses,
  recipientRoles,
} from '#common/notifications';

/** One message on one channel, as the admin's Messages screen lists it. */
export const messageDtoSchema = z.object({
  _id: z.string(),
  event: z.enum(notificationEvents),
  recipientName: z.string(),
  recipientRole: z.enum(recipientRoles),
  channel: z.enum(notificationChannels),
  address: z.string(),
  language: z.string(),
  status: z.enum(notificationStatuses),
  attempts: z.number(),
  failureReason: z.string().nullable(),
  /** The channel of the failed message this one replaced. */
  fallbackFrom: z.enum(notificationChannels).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type MessageDto = z.infer<typeof messageDtoSchema>;

/** GET /notifications/messages/today: the dashboard card, counted over today in India. */
export const messagesTodaySchema = z.object({
  sent: z.number(),
  delivered: z.number(),
  failed: z.number(),
});
export type MessagesToday = z.infer<typeof messagesTodaySchema>;
