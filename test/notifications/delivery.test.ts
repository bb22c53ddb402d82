import { describe, expect, it } from 'vitest';
import { recordDelivery } from '#server/features/notifications/delivery';
import {
  fakeClock,
  notificationsDb,
  queueDemo,
  rows,
  testChannels,
  testWorker,
  visitor,
} from '../helpers/notifications';

const MORNING = '2026-03-10T06:00:00.000Z';
const later = (seconds: number) => new Date(Date.parse(MORNING) + seconds * 1000);

describe("providers' delivery reports", () => {
  const ctx = notificationsDb();

  /** A demo confirmation sent on WhatsApp at MORNING; its provider id. */
  async function sentMessage() {
    const clock = fakeClock(MORNING);
    await queueDemo(ctx.db, clock, [visitor({ email: 'kavya@example.com' })]);
    await testWorker({ db: ctx.db, channels: testChannels(), clock }).drainOnce();
    const [row] = await rows(ctx.db);
    return row?.provider_message_id ?? '';
  }
  const report = (
    providerId: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
    at: Date,
    reason?: string,
  ) => recordDelivery(ctx.db, { providerId, status, at, ...(reason ? { reason } : {}) });

  it('moves a message on to delivered and read, with their times', async () => {
    const id = await sentMessage();
    expect(await report(id, 'delivered', later(2))).toBe(true);
    expect(await report(id, 'read', later(60))).toBe(true);
    expect(await rows(ctx.db)).toMatchObject([
      {
        status: 'read',
        sent_at: MORNING,
        delivered_at: later(2).toISOString(),
        read_at: later(60).toISOString(),
      },
    ]);
  });

  it('never moves a message back: a late delivered or sent leaves it read, keeping the time', async () => {
    const id = await sentMessage();
    await report(id, 'read', later(60));
    await report(id, 'delivered', later(2));
    await report(id, 'sent', later(1));
    expect(await rows(ctx.db)).toMatchObject([
      {
        status: 'read',
        sent_at: MORNING,
        delivered_at: later(2).toISOString(),
        read_at: later(60).toISOString(),
      },
    ]);
  });

  it('fails a message reported failed and queues it on the next channel, once', async () => {
    const id = await sentMessage();
    await report(id, 'failed', later(5), '131047: Re-engagement message');
    await report(id, 'failed', later(6), '131047: Re-engagement message');
    const [whatsapp, sms] = await rows(ctx.db);
    expect(whatsapp).toMatchObject({
      status: 'failed',
      failed_at: later(5).toISOString(),
      failure_reason: '131047: Re-engagement message',
    });
    expect(sms).toMatchObject({ channel: 'sms', status: 'queued', fallback_from: whatsapp?.id });
    expect(await rows(ctx.db)).toHaveLength(2);
  });

  it('leaves a delivered message delivered when a failure is reported after it', async () => {
    const id = await sentMessage();
    await report(id, 'delivered', later(2));
    await report(id, 'failed', later(5));
    expect(await rows(ctx.db)).toMatchObject([{ status: 'delivered' }]);
  });

  it('answers false for a provider id it never sent', async () => {
    await sentMessage();
    expect(await report('wamid.unknown', 'delivered', later(2))).toBe(false);
    expect(await rows(ctx.db)).toMatchObject([{ status: 'sent', delivered_at: null }]);
  });
});
