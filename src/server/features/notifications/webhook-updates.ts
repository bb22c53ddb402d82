import type { Db } from '#server/db/database';
import { recordConsent } from './consents';
import { recordDelivery } from './delivery';
import { isStopReply, type WebhookEvent } from './webhook-events';

/**
 * Records what a provider's webhook told: each status on its message (a message we do not know,
 * or an older status, changes nothing), and a STOP as the sender's opt-out of that channel.
 */
export async function applyWebhookEvents(
  db: Db,
  channel: 'whatsapp' | 'sms',
  events: WebhookEvent[],
): Promise<void> {
  for (const event of events) {
    if (event.kind === 'status') {
      await recordDelivery(db, channel, event);
    } else if (isStopReply(event.text)) {
      await recordConsent(db, {
        channel,
        address: event.from,
        optedIn: false,
        source: 'reply-stop',
        at: event.at,
      });
    }
  }
}
