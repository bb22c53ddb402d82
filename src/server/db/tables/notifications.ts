import type { Selectable } from 'kysely';
import type { Language } from '#common/languages';
import type {
  ConsentSource,
  NotificationChannel as ChannelName,
  NotificationEvent,
  NotificationPurpose,
  NotificationStatus,
  RecipientRole,
} from '#common/notifications';
import type { Flag, Timestamp } from './columns';

/* Messages to people on WhatsApp, SMS and e-mail, and their choices (decision 048). */

/** One message to one person on one channel: the outbox row a worker claims and sends. */
export interface NotificationsTable {
  id: string;
  event: NotificationEvent;
  purpose: NotificationPurpose;
  recipient_role: RecipientRole;
  recipient_name: string;
  user_id: string | null;
  channel: ChannelName;
  /** An E.164 phone number (+919876543210) or an e-mail address. */
  address: string;
  language: Language;
  /** The template's values, JSON: what the texts, WhatsApp parameters and SMS variables are made of. */
  params: string;
  subject: string | null;
  text: string;
  status: NotificationStatus;
  attempts: number;
  /** Not sent before this time: a scheduled time, a retry's backoff or the end of quiet hours. */
  next_attempt_at: Timestamp;
  /** While `sending`, the claim holds until then; a row still `sending` after it is claimed again. */
  lease_until: Timestamp | null;
  provider_message_id: string | null;
  failure_reason: string | null;
  /** JSON: the recipient's next channels and addresses, in order, tried when this one fails. */
  fallbacks: string;
  /** The failed message this one replaces on the next channel. */
  fallback_from: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  delivered_at: Timestamp | null;
  read_at: Timestamp | null;
  failed_at: Timestamp | null;
}

/** A person's latest choice for one address on one channel. */
export interface NotificationConsentsTable {
  channel: ChannelName;
  address: string;
  opted_in: Flag;
  at: Timestamp;
  source: ConsentSource;
}

/**
 * The admin's version of one event's messages: its provider template names, and texts (JSON,
 * `MessageTexts`) that replace the code's for the channels and languages they give.
 */
export interface NotificationTemplatesTable {
  event: NotificationEvent;
  whatsapp_name: string | null;
  sms_template_id: string | null;
  texts: string;
  updated_at: Timestamp;
}

export type Notification = Selectable<NotificationsTable>;
