import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database';
import type { Notification } from '#server/db/schema';
import { ChannelError, type Channel, type ChannelName } from './channels/channel';
import { addMs, systemClock, type Clock } from './clock';
import { acceptedSend } from './delivery';
import { fallBack } from './fallback';
import { sendableRow, type Makers } from './made-when-sent';
import { outgoingMessage, type ProviderTemplates } from './outgoing';
import { providerTemplates } from './provider-templates';
import { defaultQuietHours, quietUntil, type QuietHours } from './quiet-hours';
import { templateOf } from './templates/events';
import { channelPacer } from './rate';
import { claimRows, lockDueRows, postpone, settleAccepted, settleClaim } from './repo';

export interface RetryPolicy {
  /** The wait after the first failed attempt; each further one doubles it, up to `capMs`. */
  baseMs: number;
  capMs: number;
  /** Attempts on one channel before it counts as failed and the next channel is tried. */
  maxAttempts: number;
}

export interface WorkerOptions {
  db: Db;
  channels: Record<ChannelName, Channel>;
  /** Messages a second each channel may be sent, by this server. */
  rates: Record<ChannelName, number>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  clock?: Clock;
  retry?: RetryPolicy;
  /** Rows claimed at a time. */
  batchSize?: number;
  /** How long a claim holds; a row still `sending` after it is claimed again. */
  leaseMs?: number;
  /** A send not answered within it counts as a time-out (retried); well below `leaseMs`. */
  sendTimeoutMs?: number;
  /** How often the queue is looked at without being woken (scheduled messages, retries). */
  pollMs?: number;
  /** The values features make when a message is sent (a reset link), by event. */
  makers?: Makers;
  /** When reminders and marketing wait (IST); null for never. */
  quietHours?: QuietHours | null;
}

export interface NotificationWorker {
  /** Claims one batch of due messages and sends it; the number claimed. */
  drainOnce(): Promise<number>;
  /** Drains now rather than at the next poll: called after a transaction that queued messages. */
  wake(): void;
  start(): void;
  /** Stops polling and waits for the batch under way. */
  stop(): Promise<void>;
}

const NO_LONGER_SENT = 'Its account is gone or has another address now.';

const defaultRetry: RetryPolicy = { baseMs: 30_000, capMs: 3_600_000, maxAttempts: 6 };

class SendTimeout extends ChannelError {
  constructor(ms: number) {
    super(`No answer within ${ms} ms.`, true);
  }
}

/** The send, or a retryable failure once `ms` have passed without an answer. */
function withTimeout<T>(sending: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeout(ms)), ms);
  });
  return Promise.race([sending, late]).finally(() => clearTimeout(timer));
}

/** The wait before attempt `attempts + 1`: base, 2 × base, 4 × base … up to the cap. */
export const backoffMs = (retry: RetryPolicy, attempts: number) =>
  Math.min(retry.capMs, retry.baseMs * 2 ** (attempts - 1));

/**
 * Sends the outbox's messages (decision 048): claims due rows in a short transaction (`sending`,
 * a lease, one more attempt), sends each outside it at its channel's rate, and records the
 * outcome at once, so the only time a crash can lead to a second send is between a provider
 * accepting a message and that record's commit; a provider's report of that send, when one came
 * meanwhile, settles the row instead (`acceptedSend`).
 */
export function createNotificationWorker(options: WorkerOptions): NotificationWorker {
  const { db, channels, log } = options;
  const clock = options.clock ?? systemClock;
  const retry = options.retry ?? defaultRetry;
  const batchSize = options.batchSize ?? 50;
  const leaseMs = options.leaseMs ?? 120_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? 20_000;
  const pollMs = options.pollMs ?? 5_000;
  const quietHours = options.quietHours === undefined ? defaultQuietHours : options.quietHours;
  const pace = channelPacer(options.rates, clock);
  const makers = options.makers ?? new Map();

  async function claim(): Promise<Notification[]> {
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const due = await lockDueRows(trx, now.toISOString(), batchSize);
      const ready: string[] = [];
      const waiting = new Map<string, string[]>();
      for (const row of due) {
        if (row.provider_message_id) {
          // Accepted before its outcome was recorded, as a report has told since.
          await acceptedSend(trx, { id: row.id }, row.provider_message_id, now);
          continue;
        }
        const until = quietUntil(row.purpose, now, quietHours)?.toISOString();
        if (until) waiting.set(until, [...(waiting.get(until) ?? []), row.id]);
        else ready.push(row.id);
      }
      for (const [until, ids] of waiting) await postpone(trx, ids, until);
      return ready.length ? claimRows(trx, ready, addMs(now, leaseMs).toISOString()) : [];
    });
  }

  async function failed(row: Notification, reason: string): Promise<void> {
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const change = {
        status: 'failed' as const,
        failed_at: now.toISOString(),
        failure_reason: reason,
      };
      if (await settleClaim(trx, row, change)) await fallBack(trx, row, now);
    });
  }

  async function refused(row: Notification, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    const retryable = !(error instanceof ChannelError) || error.retryable;
    log.warn({ notification: row.id, channel: row.channel, reason, retryable }, 'message not sent');
    if (!retryable || row.attempts >= retry.maxAttempts) return failed(row, reason);
    const next = addMs(clock.now(), backoffMs(retry, row.attempts));
    await settleClaim(db, row, {
      status: 'queued',
      next_attempt_at: next.toISOString(),
      failure_reason: reason,
    });
  }

  /** Whether a send started now would end, time-out included, before the claim's lease does. */
  const leaseHolds = (row: Notification) =>
    clock.now().getTime() + sendTimeoutMs < Date.parse(row.lease_until ?? '');

  async function attempt(row: Notification, templates: ProviderTemplates): Promise<void> {
    let result;
    try {
      // Awaited only when there is something to make, so other sends start in their slot.
      const sendable = templateOf(row.event).madeWhenSent
        ? await sendableRow(db, makers, row)
        : row;
      if (!sendable) {
        await settleClaim(db, row, { status: 'skipped', failure_reason: NO_LONGER_SENT });
        return;
      }
      result = await withTimeout(
        channels[row.channel].send(outgoingMessage(sendable, templates)),
        sendTimeoutMs,
      );
    } catch (error) {
      return refused(row, error);
    }
    const sent = await recordSent(row, result.providerId);
    if (!sent) log.warn({ notification: row.id }, 'message sent after its claim ran out');
  }

  /**
   * Records an accepted send: in one statement, unless a failure was reported on it first (then
   * with the next channel, in one transaction). False when the claim was lost.
   */
  async function recordSent(row: Notification, providerId: string): Promise<boolean> {
    const at = clock.now();
    const fast = await settleAccepted(db, row, providerId, at.toISOString(), {
      unlessFailed: true,
    });
    if (fast) return true;
    return db.transaction().execute((trx) => acceptedSend(trx, row, providerId, at));
  }

  /**
   * One message's attempt; never rejects, since later sends of the batch are still being paced.
   * An outcome that could not be recorded (the database away) leaves the row claimed: after the
   * lease it is settled from the provider's report, or sent again.
   */
  async function send(row: Notification, templates: ProviderTemplates): Promise<void> {
    try {
      await attempt(row, templates);
    } catch (error) {
      log.error({ err: error, notification: row.id }, "a message's outcome was not recorded");
    }
  }

  /** One channel's rows at its rate, each send started in its slot without waiting for the last. */
  async function sendAll(rows: Notification[], templates: ProviderTemplates): Promise<void> {
    const sending: Promise<void>[] = [];
    for (const row of rows) {
      await pace(row.channel);
      if (leaseHolds(row)) sending.push(send(row, templates));
      // Claimed more than the rate lets this worker send in time: given back to the queue.
      else await settleClaim(db, row, { status: 'queued', attempts: row.attempts - 1 });
    }
    await Promise.all(sending);
  }

  async function drainOnce(): Promise<number> {
    const claimed = await claim();
    if (claimed.length === 0) return 0;
    // Read once a batch, so a name the admin changes applies from the next batch on.
    const templates = await providerTemplates(db);
    const byChannel = new Map<ChannelName, Notification[]>();
    for (const row of claimed)
      byChannel.set(row.channel, [...(byChannel.get(row.channel) ?? []), row]);
    await Promise.all([...byChannel.values()].map((rows) => sendAll(rows, templates)));
    return claimed.length;
  }

  let stopped = true;
  let again = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function drainAll(): Promise<void> {
    do {
      again = false;
      while (!stopped && (await drainOnce()) > 0);
    } while (again && !stopped);
  }

  function run(): void {
    if (running) {
      again = true;
      return;
    }
    running = drainAll()
      .catch((error: unknown) => log.error({ err: error }, 'notifications not sent'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    drainOnce,
    wake() {
      if (!stopped) run();
    },
    start() {
      stopped = false;
      timer = setInterval(run, pollMs);
      timer.unref();
      run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
