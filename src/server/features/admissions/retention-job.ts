import type { FastifyInstance } from 'fastify';
import { getSiteSettings } from '#server/db/site-settings';
import { documentsPastRetention, markDocumentDeleted } from './repo';

const SWEEP_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface RetentionJob {
  /** One run: how many documents it removed. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Removes the files of admission documents kept past the settings' retention period (from the
 * decision, or from the last change of an application never sent), by the app's clock; the row
 * stays, marked deleted, so the review shows what there was. Every server may run it: removing a
 * file twice is no error.
 */
export async function removeExpiredDocuments(app: FastifyInstance): Promise<number> {
  const { admissionForm } = await getSiteSettings(app.db);
  const now = app.clock.now();
  const cutoff = new Date(now.getTime() - admissionForm.retentionDays * DAY_MS).toISOString();
  const expired = await documentsPastRetention(app.db, cutoff);
  for (const document of expired) {
    if (document.file_key) await app.storage.remove(document.file_key);
    await markDocumentDeleted(app.db, document.id, now.toISOString());
  }
  return expired.length;
}

export function createRetentionJob(app: FastifyInstance): RetentionJob {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const runOnce = () => {
    const run = running.then(() => removeExpiredDocuments(app));
    running = run.catch(() => undefined);
    return run;
  };
  const tick = () => {
    runOnce().catch((error: unknown) =>
      app.log.error({ err: error }, 'admission documents not removed'),
    );
  };
  return {
    runOnce,
    start() {
      tick();
      timer = setInterval(tick, SWEEP_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
