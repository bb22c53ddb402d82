import type { FastifyInstance } from 'fastify';
import { PostgresAdapter, sql } from 'kysely';
import { reconcileStaleOrders } from './settle';

const RECONCILE_EVERY_MS = 5 * 60_000;
/** Advisory lock id held by whichever server is reconciling (an arbitrary constant). */
const RECONCILE_LOCK = 720_301;

export interface ReconcileJob {
  /** One run; false when another server held the lock and this one did nothing. */
  runOnce(): Promise<boolean>;
  start(): void;
  stop(): void;
}

/**
 * Asks the gateway about stale orders every few minutes. On PostgreSQL several servers may share
 * the database, so a run happens inside a transaction holding an advisory lock, and a server that
 * cannot take it skips its turn. SQLite has one server, so no lock.
 */
export function createReconcileJob(app: FastifyInstance): ReconcileJob {
  const { db } = app;
  const runOnce = async () => {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
      await reconcileStaleOrders(app);
      return true;
    }
    return db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${RECONCILE_LOCK}) as locked`.execute(trx);
      if (!rows[0]?.locked) return false;
      await reconcileStaleOrders(app);
      return true;
    });
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    runOnce,
    start() {
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => app.log.error({ err: error }, 'reconcile failed'));
      }, RECONCILE_EVERY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
