import type { NotificationStatus } from '#common/notifications';
import type { Db } from '#server/db/database';
import { fallBack } from './fallback';
import { findByProviderId, findUnsettledSend, settleAccepted, updateNotification } from './repo';

type Reported = 'sent' | 'delivered' | 'read' | 'failed';

export interface DeliveryReport {
  providerId: string;
  status: Reported;
  at: Date;
  reason?: string;
  /** Our row's id as the provider echoes it (WhatsApp's `biz_opaque_callback_data`). */
  ourId?: string;
  /** The number the report is about (MSG91's `number`), E.164. */
  to?: string;
}

/** How far along a message is; a report never moves it back (a late `delivered` leaves `read`). */
const progress: Record<NotificationStatus, number> = {
  queued: 0,
  sending: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
  skipped: 4,
};

const timeColumn = {
  sent: 'sent_at',
  delivered: 'delivered_at',
  read: 'read_at',
  failed: 'failed_at',
} as const;

/**
 * A provider's report on a message it accepted (a WhatsApp status webhook, an SMS delivery
 * report). False when no message has that provider id. A `failed` report on a message not yet
 * delivered fails it and queues it on the recipient's next channel, as a refused send does.
 *
 * A report on a send whose outcome was never recorded — its server stopped between the provider's
 * answer and the update, or the answer came after the time-out — is kept on that row (found by the
 * id WhatsApp echoes, or by an SMS's number) without changing its status: the worker that claims
 * the row again then settles it from the report instead of sending it twice (`acceptedSend`).
 */
export function recordDelivery(
  db: Db,
  channel: 'whatsapp' | 'sms',
  update: DeliveryReport,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row =
      (await findByProviderId(trx, update.providerId)) ??
      (await findUnsettledSend(
        trx,
        channel,
        channel === 'whatsapp' ? { id: update.ourId } : { address: update.to },
      ));
    if (!row) return false;
    const at = update.at.toISOString();
    const column = timeColumn[update.status];
    // A time not known yet is kept even when the status stays (a late `delivered` after `read`).
    const time = row[column] ? {} : { [column]: at };
    if (row.status === 'sending' || row.status === 'queued') {
      // Kept for the worker that records the send (`acceptedSend`).
      await updateNotification(trx, row.id, {
        ...time,
        provider_message_id: update.providerId,
        ...(update.status === 'failed' ? { failure_reason: failureOf(update) } : {}),
      });
      return true;
    }
    if (update.status === 'failed') {
      if (progress[row.status] >= progress.delivered) return true;
      await updateNotification(trx, row.id, {
        ...time,
        status: 'failed',
        failure_reason: failureOf(update),
      });
      await fallBack(trx, row, update.at);
      return true;
    }
    const moves = progress[update.status] > progress[row.status];
    if (moves || Object.keys(time).length > 0)
      await updateNotification(trx, row.id, {
        ...time,
        ...(moves ? { status: update.status } : {}),
      });
    return true;
  });
}

const failureOf = (update: DeliveryReport) => update.reason ?? 'The provider reported it failed.';

/**
 * Records a send the provider accepted, at the status the reports that came first make it; on a
 * reported failure, queues the next channel in the same transaction. With `claim.attempts`, only
 * while that claim holds; without, on the row the caller locked (a claim that ran out and whose
 * send a report has since told of). False when the claim was lost.
 */
export async function acceptedSend(
  trx: Db,
  claim: { id: string; attempts?: number },
  providerId: string,
  at: Date,
): Promise<boolean> {
  const row = await settleAccepted(trx, claim, providerId, at.toISOString());
  if (!row) return false;
  if (row.status === 'failed') await fallBack(trx, row, at);
  return true;
}
