import type { NotificationEvent } from '#common/notifications';
import type { Db } from '#server/db/database';
import { newId } from '#server/db/time';
import { channelsOf, permittedChannels, type ChannelAddress, type Recipient } from './recipients';
import { insertNotification } from './repo';
import { templateOf, type QueuedValues } from './templates/events';
import { messageRenderer, type RenderMessage } from './templates/overrides';

/** An event's message to its recipients; `notBefore` schedules it (a reminder at 09:00 IST). */
export type NotificationRequest = {
  [Event in NotificationEvent]: {
    event: Event;
    values: QueuedValues<Event>;
    recipients: Recipient[];
    notBefore?: Date;
  };
}[NotificationEvent];

interface MessageRow {
  event: NotificationEvent;
  values: Record<string, string>;
  recipient: Pick<Recipient, 'role' | 'name' | 'userId' | 'language'>;
  /** The channel it goes on, then the ones tried if it fails. */
  route: [ChannelAddress, ...ChannelAddress[]];
  at: Date;
  notBefore: Date;
  fallbackFrom?: string;
  /** Why it is kept without being sent (the person opted out), if so. */
  skippedBecause?: string;
}

/**
 * Writes one message, queued on the route's first channel, rendered by `render` (the event's) in
 * the recipient's language; its id.
 */
export async function insertMessage(
  trx: Db,
  message: MessageRow,
  render: RenderMessage,
): Promise<string> {
  const [{ channel, address }, ...fallbacks] = message.route;
  const { subject, text } = render(message.values, message.recipient.language, channel);
  const id = newId();
  await insertNotification(trx, {
    id,
    event: message.event,
    purpose: templateOf(message.event).purpose,
    recipient_role: message.recipient.role,
    recipient_name: message.recipient.name,
    user_id: message.recipient.userId ?? null,
    channel,
    address,
    language: message.recipient.language,
    params: JSON.stringify(message.values),
    subject,
    text,
    status: message.skippedBecause ? 'skipped' : 'queued',
    attempts: 0,
    next_attempt_at: message.notBefore.toISOString(),
    lease_until: null,
    provider_message_id: null,
    failure_reason: message.skippedBecause ?? null,
    fallbacks: JSON.stringify(fallbacks),
    fallback_from: message.fallbackFrom ?? null,
    created_at: message.at.toISOString(),
    sent_at: null,
    delivered_at: null,
    read_at: null,
    failed_at: null,
  });
  return id;
}

/**
 * Writes the event's message to each recipient, inside the transaction of the event itself (the
 * outbox of decision 048): it exists exactly when the event does. Each goes on the first channel
 * the recipient has and has not opted out of; one with no such channel is kept as skipped. The
 * ids of the messages written.
 */
export async function enqueue(trx: Db, request: NotificationRequest, at: Date): Promise<string[]> {
  const { purpose, madeWhenSent } = templateOf(request.event);
  const render = await messageRenderer(trx, request.event);
  const ids: string[] = [];
  for (const recipient of request.recipients) {
    const channels = channelsOf(recipient);
    const [first, ...rest] = await permittedChannels(trx, purpose, channels);
    const message = {
      event: request.event,
      values: { ...request.values, ...madeWhenSent } as Record<string, string>,
      recipient,
      at,
      notBefore: request.notBefore ?? at,
    };
    if (first) {
      ids.push(await insertMessage(trx, { ...message, route: [first, ...rest] }, render));
    } else if (channels[0]) {
      ids.push(
        await insertMessage(
          trx,
          {
            ...message,
            route: [channels[0]],
            skippedBecause: purpose === 'marketing' ? 'No opt-in' : 'Opted out',
          },
          render,
        ),
      );
    }
  }
  return ids;
}
