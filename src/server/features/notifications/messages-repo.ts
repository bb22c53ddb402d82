import { sql, type SqlBool } from 'kysely';
import type { Db } from '#server/db/database';

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

export function findMessage(db: Db, id: string) {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
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
