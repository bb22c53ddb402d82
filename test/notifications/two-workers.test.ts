import { describe, expect, it } from 'vitest';
import { systemClock } from '#server/features/notifications/clock';
import {
  notificationsDb,
  queueDemo,
  testChannels,
  testWorker,
  visitor,
} from '../helpers/notifications';
import { testDb } from '../helpers/test-app';

const MESSAGES = 300;

describe.runIf(testDb === 'postgres')('two servers draining the same messages', () => {
  const ctx = notificationsDb();

  it('send each message exactly once', async () => {
    await queueDemo(
      ctx.db,
      systemClock,
      Array.from({ length: MESSAGES }, (_, i) => visitor({ phone: String(9000000000 + i) })),
    );
    const servers = [ctx.db, ctx.open()].map((db) => {
      const channels = testChannels();
      // A few milliseconds a send, as a provider answers, so the two servers' claims overlap.
      channels.whatsapp.answer = (message) =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ providerId: `wamid.${message.id}` }), 1 + Math.random() * 3),
        );
      return { channels, worker: testWorker({ db, channels, clock: systemClock, batchSize: 10 }) };
    });
    await Promise.all(
      servers.map(async ({ worker }) => {
        while ((await worker.drainOnce()) > 0);
      }),
    );

    const sent = servers.flatMap(({ channels }) =>
      channels.whatsapp.sent.map((message) => message.id),
    );
    const times = new Map<string, number>();
    for (const id of sent) times.set(id, (times.get(id) ?? 0) + 1);
    expect(times.size).toBe(MESSAGES);
    expect([...times.values()].every((count) => count === 1)).toBe(true);
    for (const { channels } of servers) expect(channels.whatsapp.sent.length).toBeGreaterThan(0);
    const statuses = await ctx.db
      .selectFrom('notifications')
      .select(({ fn }) => ['status', fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute();
    expect(statuses).toEqual([{ status: 'sent', count: MESSAGES }]);
  });
});
