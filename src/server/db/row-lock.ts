import { PostgresAdapter } from 'kysely';
import type { Db } from './database';

/**
 * A read whose rows stay locked until the transaction ends: `for update` on PostgreSQL. SQLite
 * runs one transaction at a time (one connection, its write lock), so there it is a plain read.
 */
export function lockingRead<Query extends { forUpdate(): Query }>(trx: Db, query: Query): Query {
  return trx.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
}

/**
 * A read that locks its rows and passes over rows another transaction holds (`for update skip
 * locked` on PostgreSQL), so workers sharing a queue each take different rows without waiting.
 * SQLite has one writer at a time: there it is a plain read.
 */
export function claimingRead<Query extends { forUpdate(): Query; skipLocked(): Query }>(
  trx: Db,
  query: Query,
): Query {
  return trx.getExecutor().adapter instanceof PostgresAdapter
    ? query.forUpdate().skipLocked()
    : query;
}
