import type { ConsentSource } from '#common/notifications';
import type { Db } from '#server/db/database';
import type { ChannelName } from './channels/channel';
import { upsertConsent } from './repo';

/**
 * A person's choice for one address on one channel (a form's tick, the desk, a STOP reply, an
 * e-mail's link): the latest one holds, with its time and source.
 */
export async function recordConsent(
  db: Db,
  entry: {
    channel: ChannelName;
    address: string;
    optedIn: boolean;
    source: ConsentSource;
    at: Date;
  },
): Promise<void> {
  await upsertConsent(db, {
    channel: entry.channel,
    address: entry.address,
    opted_in: entry.optedIn ? 1 : 0,
    source: entry.source,
    at: entry.at.toISOString(),
  });
}
