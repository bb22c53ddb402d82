import type { Config } from './config';
import type { Db } from './db/database';
import type { ReconcileJob } from './features/payments/reconcile-job';
import type { Mailer } from './services/mail';
import type { PaymentProvider } from './services/payments';
import type { Storage } from './services/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: Storage;
    mailer: Mailer;
    payments: PaymentProvider;
    /** Payment reconciliation every few minutes; `runOnce` for tests. */
    reconcileJob: ReconcileJob;
  }
}
