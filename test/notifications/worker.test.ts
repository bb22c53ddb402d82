import { describe, expect, it } from 'vitest';
import { ChannelError } from '#server/features/notifications/channels/channel';
import { backoffMs } from '#server/features/notifications/worker';
import {
  fakeClock,
  notificationsDb,
  queueDemo,
  rows,
  testChannels,
  testWorker,
  visitor,
} from '../helpers/notifications';

const retry = { baseMs: 1000, capMs: 4000, maxAttempts: 4 };
/** 11:30 IST, outside quiet hours. */
const MORNING = '2026-03-10T06:00:00.000Z';

const refuse = (message: string, retryable: boolean) => async () => {
  throw new ChannelError(message, retryable);
};

describe('the notifications worker', () => {
  const ctx = notificationsDb();
  const setUp = () => {
    const clock = fakeClock(MORNING);
    const channels = testChannels();
    const worker = testWorker({ db: ctx.db, channels, clock, retry });
    return { clock, channels, worker };
  };

  it('sends a queued message once and records it sent with the provider id', async () => {
    const { clock, channels, worker } = setUp();
    await queueDemo(ctx.db, clock);
    expect(await worker.drainOnce()).toBe(1);
    expect(await worker.drainOnce()).toBe(0);
    const [row] = await rows(ctx.db);
    expect(channels.whatsapp.sent).toHaveLength(1);
    expect(channels.whatsapp.sent[0]).toMatchObject({
      id: row?.id,
      to: '+919876543210',
      whatsappTemplate: { name: 'demo_booked', language: 'en' },
    });
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider_message_id: `whatsapp-${row?.id}`,
      sent_at: MORNING,
      lease_until: null,
    });
  });

  it('retries a 5xx with a doubling wait, and not before it', async () => {
    const { clock, channels, worker } = setUp();
    channels.whatsapp.answer = refuse('HTTP 503 Service Unavailable', true);
    await queueDemo(ctx.db, clock);
    await worker.drainOnce();
    expect(await rows(ctx.db)).toMatchObject([
      {
        status: 'queued',
        attempts: 1,
        failure_reason: 'HTTP 503 Service Unavailable',
        next_attempt_at: new Date(Date.parse(MORNING) + 1000).toISOString(),
      },
    ]);
    clock.advance(999);
    expect(await worker.drainOnce()).toBe(0);
    clock.advance(1);
    expect(await worker.drainOnce()).toBe(1);
    expect((await rows(ctx.db))[0]).toMatchObject({ status: 'queued', attempts: 2 });
    channels.whatsapp.answer = async (message) => ({ providerId: `wamid.${message.id}` });
    clock.advance(1999);
    expect(await worker.drainOnce()).toBe(0);
    clock.advance(1);
    expect(await worker.drainOnce()).toBe(1);
    expect(await rows(ctx.db)).toMatchObject([{ status: 'sent', attempts: 3 }]);
    expect(channels.whatsapp.sent).toHaveLength(3);
    expect(channels.sms.sent).toHaveLength(0);
    expect([1, 2, 3, 4, 5].map((attempts) => backoffMs(retry, attempts))).toEqual([
      1000, 2000, 4000, 4000, 4000,
    ]);
  });

  it('retries a send that does not answer in time', async () => {
    const clock = fakeClock(MORNING);
    const channels = testChannels();
    channels.whatsapp.answer = () => new Promise(() => undefined);
    const worker = testWorker({ db: ctx.db, channels, clock, retry, sendTimeoutMs: 50 });
    await queueDemo(ctx.db, clock);
    await worker.drainOnce();
    expect(await rows(ctx.db)).toMatchObject([
      { status: 'queued', attempts: 1, failure_reason: 'No answer within 50 ms.' },
    ]);
  });

  it('never retries a 4xx: the message fails and the next channel takes it', async () => {
    const { clock, channels, worker } = setUp();
    channels.whatsapp.answer = refuse('HTTP 400 (#131026) Message undeliverable', false);
    await queueDemo(ctx.db, clock, [visitor({ email: 'kavya@example.com' })]);
    clock.advance(1);
    await worker.drainOnce();
    const [whatsapp, sms] = await rows(ctx.db);
    expect(whatsapp).toMatchObject({
      channel: 'whatsapp',
      status: 'failed',
      attempts: 1,
      failed_at: new Date(Date.parse(MORNING) + 1).toISOString(),
      failure_reason: 'HTTP 400 (#131026) Message undeliverable',
    });
    expect(sms).toMatchObject({
      channel: 'sms',
      address: '+919876543210',
      status: 'queued',
      fallback_from: whatsapp?.id,
    });
    expect(sms?.text).toContain('Dear Kavya Nair, your demo class of Python from Scratch');

    channels.sms.answer = refuse('HTTP 401 authentication failure', false);
    clock.advance(1);
    await worker.drainOnce();
    clock.advance(1);
    await worker.drainOnce();
    expect(channels.whatsapp.sent).toHaveLength(1);
    expect(channels.sms.sent).toMatchObject([
      { sms: { dltTemplateId: '', variables: expect.arrayContaining(['Kavya Nair']) } },
    ]);
    expect(channels.email.sent).toMatchObject([
      { to: 'kavya@example.com', subject: expect.stringContaining('Python from Scratch') },
    ]);
    expect((await rows(ctx.db)).map((row) => [row.channel, row.status])).toEqual([
      ['whatsapp', 'failed'],
      ['sms', 'failed'],
      ['email', 'sent'],
    ]);
  });

  it('gives a channel up after the last attempt and falls back', async () => {
    const { clock, channels, worker } = setUp();
    channels.whatsapp.answer = refuse('HTTP 500', true);
    await queueDemo(ctx.db, clock);
    for (let attempt = 1; attempt <= retry.maxAttempts; attempt++) {
      expect(await worker.drainOnce()).toBe(1);
      clock.advance(retry.capMs);
    }
    expect(channels.whatsapp.sent).toHaveLength(4);
    expect((await rows(ctx.db)).map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ['whatsapp', 'failed', 4],
      ['sms', 'queued', 0],
    ]);
  });

  it('sends a scheduled message at its time, not before', async () => {
    const { clock, channels, worker } = setUp();
    const at = new Date(Date.parse(MORNING) + 86_400_000);
    await queueDemo(ctx.db, clock, undefined, { notBefore: at });
    expect(await worker.drainOnce()).toBe(0);
    clock.set(new Date(at.getTime() - 1).toISOString());
    expect(await worker.drainOnce()).toBe(0);
    clock.set(at.toISOString());
    expect(await worker.drainOnce()).toBe(1);
    expect(channels.whatsapp.sent).toHaveLength(1);
  });

  it('holds reminders through quiet hours to 09:00 IST, and sends a security message at once', async () => {
    const clock = fakeClock('2026-03-10T16:30:00.000Z'); // 22:00 IST
    const channels = testChannels();
    const worker = testWorker({ db: ctx.db, channels, clock, retry });
    await queueDemo(ctx.db, clock, [visitor({ name: 'Reminded' })]);
    await queueDemo(ctx.db, clock, [visitor({ name: 'Secured', phone: '9123456780' })]);
    // The demo event is transactional; these stand for a class reminder and a reset code.
    await ctx.db
      .updateTable('notifications')
      .set({ purpose: 'reminder' })
      .where('recipient_name', '=', 'Reminded')
      .execute();
    await ctx.db
      .updateTable('notifications')
      .set({ purpose: 'security' })
      .where('recipient_name', '=', 'Secured')
      .execute();

    expect(await worker.drainOnce()).toBe(1);
    expect(channels.whatsapp.sent.map((message) => message.to)).toEqual(['+919123456780']);
    const reminder = await ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('recipient_name', '=', 'Reminded')
      .executeTakeFirstOrThrow();
    expect(reminder).toMatchObject({
      status: 'queued',
      attempts: 0,
      next_attempt_at: '2026-03-11T03:30:00.000Z',
    });

    clock.set('2026-03-11T03:29:59.999Z'); // 08:59:59.999 IST
    expect(await worker.drainOnce()).toBe(0);
    clock.set('2026-03-11T03:30:00.000Z');
    expect(await worker.drainOnce()).toBe(1);
    expect(channels.whatsapp.sent.map((message) => message.to)).toEqual([
      '+919123456780',
      '+919876543210',
    ]);
  });

  it("goes on with the batch when a send's outcome cannot be recorded, leaving that row claimed", async () => {
    const clock = fakeClock(MORNING);
    let broken = false;
    // The database away just after the provider accepted the first message.
    const db = new Proxy(ctx.db, {
      get(target, key) {
        if (key === 'updateTable' && broken)
          return () => {
            throw new Error('timeout exceeded when trying to connect');
          };
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const channels = testChannels();
    channels.whatsapp.answer = async (message) => {
      broken = channels.whatsapp.sent.length === 1;
      return { providerId: `wamid.${message.id}` };
    };
    const errors: string[] = [];
    const worker = testWorker({
      db,
      channels,
      // Each send's slot a real moment apart, so the first outcome fails while the batch is paced.
      clock: { now: clock.now, sleep: () => new Promise((resolve) => setTimeout(resolve, 20)) },
      rates: { whatsapp: 1, sms: 1, email: 1 },
      log: {
        warn: () => undefined,
        error: (...args: unknown[]) => void errors.push(String(args[1])),
      },
    });
    await queueDemo(ctx.db, clock, [visitor(), visitor({ phone: '9876500001' })]);
    expect(await worker.drainOnce()).toBe(2);
    expect(channels.whatsapp.sent).toHaveLength(2);
    expect(errors).toEqual(["a message's outcome was not recorded"]);
    expect((await rows(ctx.db)).map((row) => row.status).sort()).toEqual(['sending', 'sent']);
  });

  it('picks up the claimed row of a worker that died, once its lease has run out', async () => {
    const { clock, channels, worker } = setUp();
    await queueDemo(ctx.db, clock);
    // As a server killed mid-send leaves it: claimed, its lease two minutes on.
    const leaseUntil = new Date(Date.parse(MORNING) + 120_000).toISOString();
    await ctx.db
      .updateTable('notifications')
      .set({ status: 'sending', attempts: 1, lease_until: leaseUntil })
      .execute();
    expect(await worker.drainOnce()).toBe(0);
    clock.set(new Date(Date.parse(leaseUntil) - 1).toISOString());
    expect(await worker.drainOnce()).toBe(0);
    clock.set(leaseUntil);
    expect(await worker.drainOnce()).toBe(1);
    expect(channels.whatsapp.sent).toHaveLength(1);
    expect(await rows(ctx.db)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it("does not overwrite a row another worker took after this one's lease ran out", async () => {
    const clock = fakeClock(MORNING);
    const slow = testChannels();
    let answer: (() => void) | undefined;
    slow.whatsapp.answer = (message) =>
      new Promise((resolve) => {
        answer = () => resolve({ providerId: `late-${message.id}` });
      });
    const warnings: unknown[] = [];
    const first = testWorker({
      db: ctx.db,
      channels: slow,
      clock,
      leaseMs: 60_000,
      sendTimeoutMs: 10_000,
      log: { error: () => undefined, warn: (entry: unknown) => void warnings.push(entry) },
    });
    await queueDemo(ctx.db, clock);
    const stuck = first.drainOnce();
    await expect.poll(() => answer).toBeDefined();
    clock.advance(60_000);
    const second = setUp();
    second.clock.set(clock.now().toISOString());
    expect(await second.worker.drainOnce()).toBe(1);
    answer?.();
    await stuck;
    const [row] = await rows(ctx.db);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 2,
      provider_message_id: `whatsapp-${row?.id}`,
    });
    expect(warnings).toHaveLength(1);
  });

  it("spaces a channel's sends to its rate", async () => {
    const clock = fakeClock(MORNING);
    const channels = testChannels();
    const times: number[] = [];
    channels.whatsapp.answer = async (message) => {
      times.push(clock.now().getTime() - Date.parse(MORNING));
      return { providerId: message.id };
    };
    const worker = testWorker({
      db: ctx.db,
      channels,
      clock,
      rates: { whatsapp: 2, sms: 1000, email: 1000 },
    });
    await queueDemo(
      ctx.db,
      clock,
      ['9000000001', '9000000002', '9000000003', '9000000004'].map((phone) => visitor({ phone })),
    );
    expect(await worker.drainOnce()).toBe(4);
    expect(times).toEqual([0, 500, 1000, 1500]);
  });
});
