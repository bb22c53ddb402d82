import type { FastifyInstance } from 'fastify';
import { queueDueReminders } from './reminders';

const REMIND_EVERY_MS = 5 * 60_000;

export interface ReminderJob {
  /** One run: how many reminders it queued. */
  runOnce(): Promise<number>;
  /** Runs now and every few minutes. */
  start(): void;
  /** Stops, after the run under way. */
  stop(): Promise<void>;
}

/**
 * Queues the day's fee reminders at start and every few minutes. Every server runs it; a
 * reminder's unique row, written with its messages, lets only one of them queue it.
 */
export function createReminderJob(app: FastifyInstance): ReminderJob {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const runOnce = () => {
    const run = running.then(() => queueDueReminders(app));
    running = run.catch(() => undefined);
    return run;
  };
  const tick = () => {
    runOnce().catch((error: unknown) => app.log.error({ err: error }, 'fee reminders failed'));
  };
  return {
    runOnce,
    start() {
      tick();
      timer = setInterval(tick, REMIND_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
