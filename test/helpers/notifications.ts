import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '#server/db/database';
import type {
  Channel,
  ChannelName,
  OutgoingMessage,
  SendResult,
} from '#server/features/notifications/channels/channel';
import type { Clock } from '#server/features/notifications/clock';
import { enqueue, type NotificationRequest } from '#server/features/notifications/enqueue';
import type { Recipient } from '#server/features/notifications/recipients';
import {
  createNotificationWorker,
  type WorkerOptions,
} from '#server/features/notifications/worker';
import { createTestSite, type TestSite } from './test-app';

/** A clock a test moves; waiting moves it at once. */
export function fakeClock(start: string) {
  let time = Date.parse(start);
  return {
    now: () => new Date(time),
    sleep: async (ms: number) => {
      time += ms;
    },
    set: (at: string) => {
      time = Date.parse(at);
    },
    advance: (ms: number) => {
      time += ms;
    },
  } satisfies Clock & Record<string, unknown>;
}
export type FakeClock = ReturnType<typeof fakeClock>;

/**
 * A channel inside the test that keeps what it is handed, and answers as `answer` says (by
 * default it accepts, with a provider id of its own).
 */
export function testChannel(
  name: ChannelName,
  answer: (message: OutgoingMessage) => Promise<SendResult> = async (message) => ({
    providerId: `${name}-${message.id}`,
  }),
) {
  const sent: OutgoingMessage[] = [];
  const channel: Channel & { sent: OutgoingMessage[]; answer: typeof answer } = {
    name,
    sent,
    answer,
    send(message) {
      sent.push(message);
      return channel.answer(message);
    },
  };
  return channel;
}

export const testChannels = () => ({
  whatsapp: testChannel('whatsapp'),
  sms: testChannel('sms'),
  email: testChannel('email'),
});

export const quietLog = { error: () => undefined, warn: () => undefined };

/** A worker on `db` with the test's clock and channels; rates high enough not to matter. */
export const testWorker = (
  options: Pick<WorkerOptions, 'db' | 'channels' | 'clock'> & Partial<WorkerOptions>,
) =>
  createNotificationWorker({
    rates: { whatsapp: 1000, sms: 1000, email: 1000 },
    log: quietLog,
    ...options,
  });

/** A migrated database of the run's kind for one test file, without a server. */
export function notificationsDb(): { site: TestSite; db: Db; open(): Db } {
  const ctx = {} as { site: TestSite; db: Db; open(): Db };
  const opened: Db[] = [];
  ctx.open = () => {
    const db = openDatabase({
      url: ctx.site.config.DATABASE_URL,
      file: path.join(ctx.site.config.DATA_DIR, 'site.db'),
    });
    opened.push(db);
    return db;
  };
  beforeAll(async () => {
    ctx.site = await createTestSite();
    ctx.db = ctx.open();
    await migrateToLatest(ctx.db);
  });
  afterEach(async () => {
    await ctx.db.deleteFrom('notifications').where('fallback_from', 'is not', null).execute();
    await ctx.db.deleteFrom('notifications').execute();
    await ctx.db.deleteFrom('notification_consents').execute();
  });
  afterAll(async () => {
    for (const db of opened) await db.destroy();
    await ctx.site.dispose();
  });
  return ctx;
}

export const visitor = (change: Partial<Recipient> = {}): Recipient => ({
  role: 'visitor',
  name: 'Kavya Nair',
  language: 'en',
  phone: '9876543210',
  ...change,
});

export const demoValues = {
  name: 'Kavya Nair',
  course: 'Python from Scratch',
  date: '06/01/2030',
  time: 'Sat, Sun · 10:00–12:00',
  institute: 'Vidya Computer Institute',
  address: '14 Hazratganj, Lucknow',
  addressHi: '14 हज़रतगंज, लखनऊ',
};

/** Queues a demo booking's confirmation to `recipients`, in a transaction of its own. */
export function queueDemo(
  db: Db,
  clock: Clock,
  recipients: Recipient[] = [visitor()],
  change: Partial<NotificationRequest> = {},
) {
  return db
    .transaction()
    .execute((trx) =>
      enqueue(
        trx,
        { event: 'demo-booked', values: demoValues, recipients, ...change } as NotificationRequest,
        clock.now(),
      ),
    );
}

export const rows = (db: Db) =>
  db.selectFrom('notifications').selectAll().orderBy('created_at').execute();
