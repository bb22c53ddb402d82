import { describe, expect, it } from 'vitest';
import { recordConsent } from '#server/features/notifications/consents';
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
  ) =>
    recordDelivery(ctx.db, 'whatsapp', { providerId, status, at, ...(reason ? { reason } : {}) });

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

  describe('on a send whose outcome its server never recorded', () => {
    const LEASE_END = later(120);

    /**
     * A demo confirmation as a server killed between the provider's answer and its update leaves
     * it: claimed, on its first attempt, its lease two minutes on. By SMS when `bySms`.
     */
    async function unsettledSend(bySms = false) {
      const clock = fakeClock(MORNING);
      if (bySms)
        await recordConsent(ctx.db, {
          channel: 'whatsapp',
          address: '+919876543210',
          optedIn: false,
          source: 'desk',
          at: clock.now(),
        });
      await queueDemo(ctx.db, clock, [visitor({ email: 'kavya@example.com' })]);
      await ctx.db
        .updateTable('notifications')
        .set({ status: 'sending', attempts: 1, lease_until: LEASE_END.toISOString() })
        .execute();
      const [row] = await rows(ctx.db);
      const channels = testChannels();
      return { row: row!, clock, channels, worker: testWorker({ db: ctx.db, channels, clock }) };
    }

    it("keeps WhatsApp's report found by the echoed id, and settles the row from it without a second send", async () => {
      const { row, clock, channels, worker } = await unsettledSend();
      const reported = { providerId: 'wamid.EARLIER', at: later(1), ourId: row.id };
      expect(await recordDelivery(ctx.db, 'whatsapp', { ...reported, status: 'sent' })).toBe(true);
      expect(
        await recordDelivery(ctx.db, 'whatsapp', {
          ...reported,
          status: 'delivered',
          at: later(3),
        }),
      ).toBe(true);
      expect(await rows(ctx.db)).toMatchObject([
        { status: 'sending', provider_message_id: 'wamid.EARLIER' },
      ]);

      clock.set(LEASE_END.toISOString());
      expect(await worker.drainOnce()).toBe(0);
      expect(channels.whatsapp.sent).toHaveLength(0);
      expect(await rows(ctx.db)).toMatchObject([
        {
          status: 'delivered',
          attempts: 1,
          sent_at: later(1).toISOString(),
          delivered_at: later(3).toISOString(),
          lease_until: null,
        },
      ]);
    });

    it("keeps MSG91's report found by its number, and settles the SMS without a second send", async () => {
      const { row, clock, channels, worker } = await unsettledSend(true);
      expect(row.channel).toBe('sms');
      const report = { providerId: '3463a1b2', status: 'delivered' as const, at: later(4) };
      expect(await recordDelivery(ctx.db, 'sms', { ...report, to: '+919876543210' })).toBe(true);
      clock.set(LEASE_END.toISOString());
      await worker.drainOnce();
      expect(channels.sms.sent).toHaveLength(0);
      expect(await rows(ctx.db)).toMatchObject([
        { status: 'delivered', provider_message_id: '3463a1b2', sent_at: later(4).toISOString() },
      ]);
    });

    it('fails it on a failed report and queues the next channel, sending nothing again', async () => {
      const { row, clock, channels, worker } = await unsettledSend();
      await recordDelivery(ctx.db, 'whatsapp', {
        providerId: 'wamid.FAILED',
        status: 'failed',
        at: later(2),
        reason: '131026: Message undeliverable',
        ourId: row.id,
      });
      clock.set(LEASE_END.toISOString());
      await worker.drainOnce();
      expect(channels.whatsapp.sent).toHaveLength(0);
      const [whatsapp, next] = await rows(ctx.db);
      expect(whatsapp).toMatchObject({
        status: 'failed',
        failure_reason: '131026: Message undeliverable',
      });
      expect(next).toMatchObject({ channel: 'sms', fallback_from: row.id });
    });

    it('sends it again after its lease when no report came, and ignores a report for a row never tried', async () => {
      const { clock, channels, worker } = await unsettledSend();
      await queueDemo(ctx.db, fakeClock(later(100).toISOString()), [
        visitor({ phone: '9876500099' }),
      ]);
      const never = await ctx.db
        .selectFrom('notifications')
        .select('id')
        .where('attempts', '=', 0)
        .executeTakeFirstOrThrow();
      const stray = { providerId: 'wamid.STRAY', status: 'sent' as const, at: later(1) };
      expect(await recordDelivery(ctx.db, 'whatsapp', { ...stray, ourId: never.id })).toBe(false);
      clock.set(LEASE_END.toISOString());
      expect(await worker.drainOnce()).toBe(2);
      expect(channels.whatsapp.sent).toHaveLength(2);
      expect((await rows(ctx.db)).map((r) => r.status)).toEqual(['sent', 'sent']);
    });

    it("settles a live send at the status of a report that came before the worker's update", async () => {
      const clock = fakeClock(MORNING);
      const channels = testChannels();
      channels.whatsapp.answer = async (message) => {
        const report = { providerId: 'wamid.FAST', at: later(1), ourId: message.id };
        await recordDelivery(ctx.db, 'whatsapp', { ...report, status: 'delivered' });
        return { providerId: 'wamid.FAST' };
      };
      await queueDemo(ctx.db, clock);
      await testWorker({ db: ctx.db, channels, clock }).drainOnce();
      expect(await rows(ctx.db)).toMatchObject([
        {
          status: 'delivered',
          provider_message_id: 'wamid.FAST',
          sent_at: later(1).toISOString(),
          delivered_at: later(1).toISOString(),
        },
      ]);
    });
  });
});
