import { sql, type Insertable } from 'kysely';
import type { NotificationStatus } from '#common/notifications';
import type { Db } from '#server/db/database';
import type {
  Notification,
  NotificationConsentsTable,
  NotificationsTable,
} from '#server/db/schema';
import { claimingRead, lockingRead } from '#server/db/row-lock';

export function insertNotification(db: Db, row: Insertable<NotificationsTable>): Promise<unknown> {
  return db.insertInto('notifications').values(row).execute();
}

/** The choices recorded for these addresses on any channel. */
export function consentsFor(db: Db, addresses: string[]) {
  return db
    .selectFrom('notification_consents')
    .select(['channel', 'address', 'opted_in'])
    .where('address', 'in', addresses)
    .execute();
}

export function upsertConsent(
  db: Db,
  consent: Insertable<NotificationConsentsTable>,
): Promise<unknown> {
  return db
    .insertInto('notification_consents')
    .values(consent)
    .onConflict((conflict) =>
      conflict
        .columns(['channel', 'address'])
        .doUpdateSet({ opted_in: consent.opted_in, at: consent.at, source: consent.source }),
    )
    .execute();
}

/**
 * Up to `limit` messages due at `at`: queued ones, and ones left `sending` by a worker whose lease
 * ran out. On PostgreSQL the rows stay locked until the transaction ends, and rows another
 * worker's claim holds are passed over rather than waited for.
 */
export function lockDueRows(db: Db, at: string, limit: number): Promise<Notification[]> {
  const due = db
    .selectFrom('notifications')
    .selectAll()
    .where('next_attempt_at', '<=', at)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', at)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .limit(limit);
  return claimingRead(db, due).execute();
}

export function claimRows(db: Db, ids: string[], leaseUntil: string): Promise<Notification[]> {
  return db
    .updateTable('notifications')
    .set((eb) => ({ status: 'sending', lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', ids)
    .returningAll()
    .execute();
}

export function postpone(db: Db, ids: string[], until: string): Promise<unknown> {
  return db
    .updateTable('notifications')
    .set({ status: 'queued', next_attempt_at: until, lease_until: null })
    .where('id', 'in', ids)
    .execute();
}

/**
 * Changes a message this worker claimed (`attempts` is the claim's), unless the claim was lost:
 * its lease ran out and another worker holds the row now. True when it changed it.
 */
export async function settleClaim(
  db: Db,
  claim: { id: string; attempts: number },
  change: Partial<Omit<NotificationsTable, 'id'>>,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('notifications')
    .set({ lease_until: null, ...change })
    .where('id', '=', claim.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', claim.attempts)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** A message's status from the reports its provider sent on it, the furthest first. */
const reportedStatus = sql<NotificationStatus>`case
  when failed_at is not null then 'failed'
  when read_at is not null then 'read'
  when delivered_at is not null then 'delivered'
  else 'sent' end`;

/**
 * Records that the provider accepted a message as `providerId`, at the status its reports (if any
 * came before) make it: the claim's when `claim.attempts` is given (unless that claim was lost),
 * else the row, which the caller has locked; with `unlessFailed`, not a row a failure was reported
 * on. The row as changed, or undefined.
 */
export function settleAccepted(
  db: Db,
  claim: { id: string; attempts?: number },
  providerId: string,
  at: string,
  { unlessFailed = false } = {},
): Promise<Notification | undefined> {
  let query = db
    .updateTable('notifications')
    .set({
      status: reportedStatus,
      lease_until: null,
      provider_message_id: providerId,
      sent_at: sql<string>`coalesce(sent_at, delivered_at, read_at, ${at})`,
      failure_reason: sql<
        string | null
      >`case when failed_at is null then null else failure_reason end`,
    })
    .where('id', '=', claim.id)
    .where('status', 'in', ['sending', 'queued']);
  if (claim.attempts !== undefined)
    query = query.where('status', '=', 'sending').where('attempts', '=', claim.attempts);
  if (unlessFailed) query = query.where('failed_at', 'is', null);
  return query.returningAll().executeTakeFirst();
}

export function findByProviderId(db: Db, providerId: string): Promise<Notification | undefined> {
  return lockingRead(
    db,
    db.selectFrom('notifications').selectAll().where('provider_message_id', '=', providerId),
  ).executeTakeFirst();
}

/**
 * The oldest message on `channel` a provider may have accepted without its outcome being
 * recorded: not settled, no provider id, and the given id or address.
 */
export function findUnsettledSend(
  db: Db,
  channel: 'whatsapp' | 'sms',
  match: { id?: string | undefined; address?: string | undefined },
): Promise<Notification | undefined> {
  if (!match.id && !match.address) return Promise.resolve(undefined);
  let query = db
    .selectFrom('notifications')
    .selectAll()
    .where('channel', '=', channel)
    .where('status', 'in', ['sending', 'queued'])
    .where('attempts', '>', 0)
    .where('provider_message_id', 'is', null);
  if (match.id) query = query.where('id', '=', match.id);
  if (match.address) query = query.where('address', '=', match.address);
  return lockingRead(db, query.orderBy('created_at').limit(1)).executeTakeFirst();
}

export function updateNotification(
  db: Db,
  id: string,
  change: Partial<Omit<NotificationsTable, 'id'>>,
): Promise<unknown> {
  return db.updateTable('notifications').set(change).where('id', '=', id).execute();
}

/** Marks these messages skipped where they are still queued; true when all of them are skipped. */
export async function skipQueued(db: Db, ids: string[], reason: string): Promise<boolean> {
  if (ids.length === 0) return true;
  await db
    .updateTable('notifications')
    .set({ status: 'skipped', failure_reason: reason, lease_until: null })
    .where('id', 'in', ids)
    .where('status', '=', 'queued')
    .execute();
  const left = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', 'in', ids)
    .where('status', '!=', 'skipped')
    .executeTakeFirst();
  return !left;
}
