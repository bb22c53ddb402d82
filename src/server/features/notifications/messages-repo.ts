import { sql, type SqlBool } from 'kysely';
import type { Db } from '#server/db/database';
import type { Notification } from '#server/db/schema';
import { lockingRead } from '#server/db/row-lock';

/** The Messages screen's rows: each message with the channel of the one it fell back from. */
export const messagesQuery = (db: Db) =>
  db
    .selectFrom('notifications')
    .leftJoin('notifications as origin', 'origin.id', 'notifications.fallback_from')
    .selectAll('notifications')
    .select('origin.channel as fallback_from_channel');

export type MessageRow = Awaited<
  ReturnType<ReturnType<typeof messagesQuery>['executeTakeFirstOrThrow']>
>;

/** The same rows without the join, which drops none. */
export const countedMessages = (db: Db) => db.selectFrom('notifications').selectAll();

/** Messages whose recipient's name or address holds `q`, in any case. */
export function recipientMatches(q: string) {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`(lower(notifications.recipient_name) like ${pattern} escape '\\'
    or lower(notifications.address) like ${pattern} escape '\\')`;
}

export function findMessage(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db.selectFrom('notifications').selectAll().where('id', '=', id);
  return (options.lock ? lockingRead(db, query) : query).executeTakeFirst();
}

/** Whether the same message to the same address on the same channel is waiting to be sent. */
export async function pendingCopy(db: Db, of: Notification): Promise<boolean> {
  const copy = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '!=', of.id)
    .where('event', '=', of.event)
    .where('channel', '=', of.channel)
    .where('address', '=', of.address)
    .where('params', '=', of.params)
    .where('status', 'in', ['queued', 'sending'])
    .executeTakeFirst();
  return copy !== undefined;
}

/** How many messages were sent, delivered and failed between `from` and `to` (UTC timestamps). */
export async function messageCounts(db: Db, from: string, to: string) {
  const count = (column: 'sent_at' | 'delivered_at' | 'failed_at') =>
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(column, '>=', from)
      .where(column, '<', to)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const [sent, delivered, failed] = await Promise.all([
    count('sent_at'),
    count('delivered_at'),
    count('failed_at'),
  ]);
  return { sent, delivered, failed };
}
