import type { NotificationStatus } from '#common/notifications';
import type { Db } from '#server/db/database';
import { fallBack } from './fallback';
import { findByProviderId, updateNotification } from './repo';

type Reported = 'sent' | 'delivered' | 'read' | 'failed';

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
 */
export function recordDelivery(
  db: Db,
  update: { providerId: string; status: Reported; at: Date; reason?: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await findByProviderId(trx, update.providerId);
    if (!row) return false;
    const at = update.at.toISOString();
    const column = timeColumn[update.status];
    // A time not known yet is kept even when the status stays (a late `delivered` after `read`).
    const time = row[column] ? {} : { [column]: at };
    if (update.status === 'failed') {
      if (progress[row.status] >= progress.delivered) return true;
      await updateNotification(trx, row.id, {
        ...time,
        status: 'failed',
        failure_reason: update.reason ?? 'The provider reported it failed.',
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
