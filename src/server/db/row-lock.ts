import { PostgresAdapter } from 'kysely';
import type { Db } from './database';

/**
 * A read whose rows stay locked until the transaction ends: `for update` on PostgreSQL. SQLite
 * runs one transaction at a time (one connection, its write lock), so there it is a plain read.
 */
export function lockingRead<Query extends { forUpdate(): Query }>(trx: Db, query: Query): Query {
  return trx.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
}
