import type { Config } from './config';
import type { RetentionJob } from './features/admissions/retention-job';
import type { Db } from './db/database';
import type { CredentialIssuer } from './features/certificates/credential-issuer';
import type { CheckInCodes } from './features/courses/classes/check-in-codes';
import type { Clock } from './features/notifications/clock';
import type { Notifications } from './features/notifications/service';
import type { PayLinks } from './features/payments/pay-links';
import type { ReconcileJob } from './features/payments/reconcile-job';
import type { ReminderJob } from './features/payments/reminder-job';
import type { Counters } from './services/counters';
import type { Mailer } from './services/mail';
import type { PaymentProvider } from './services/payments';
import type { Storage } from './services/storage';

import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: Storage;
    mailer: Mailer;
    payments: PaymentProvider;
    /** India's date now, YYYY-MM-DD (fees falling due, their ageing); tests set their own. */
    today: () => string;
    /** The time now (messages, check-in codes); tests give one that moves on command. */
    clock: Clock;
    /** The changing codes a class's students check in with (decision 058). */
    checkInCodes: CheckInCodes;
    /** Who signs certificates' credentials: the institute's did:web, its key and published keys. */
    credentialIssuer: CredentialIssuer;
    /** Signed links to pay one fee part (a reminder's link). */
    payLinks: PayLinks;
    /** Payment reconciliation every few minutes; `runOnce` for tests. */
    reconcileJob: ReconcileJob;
    /** Fee reminders queued at start and every few minutes (decision 055); `runOnce` for tests. */
    reminderJob: ReminderJob;
    /** Admission documents removed after the settings' retention period (decision 072); `runOnce` for tests. */
    retentionJob: RetentionJob;
    /** Messages to people: queued in an event's transaction, sent by a worker (decision 048). */
    notifications: Notifications;
    /** The rate limits' counts: in Redis with REDIS_URL (in memory while it is away), else in memory. */
    counters: Counters;
    /** Counts an upload by a logged-in user who is not an admin; 429 past the limit. */
    limitUploads: (request: FastifyRequest) => Promise<void>;
  }
}
