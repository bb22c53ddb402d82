import { describe, expect, it } from 'vitest';
import { enqueue } from '#server/features/notifications/enqueue';
import { recordConsent } from '#server/features/notifications/consents';
import { permittedChannels } from '#server/features/notifications/recipients';
import {
  demoValues,
  fakeClock,
  notificationsDb,
  queueDemo,
  rows,
  visitor,
} from '../helpers/notifications';

const PHONE = '+919876543210';
const EMAIL = 'kavya@example.com';
const clock = fakeClock('2026-03-10T06:00:00Z');

describe('the channel a message goes on', () => {
  const ctx = notificationsDb();
  const optOut = (channel: 'whatsapp' | 'sms' | 'email', address: string, optedIn = false) =>
    recordConsent(ctx.db, { channel, address, optedIn, source: 'reply-stop', at: clock.now() });

  it('is WhatsApp for a phone, in the recipient language, with SMS and e-mail to fall back on', async () => {
    await queueDemo(ctx.db, clock, [visitor({ email: EMAIL, language: 'hi' })]);
    const [row] = await rows(ctx.db);
    expect(row).toMatchObject({
      event: 'demo-booked',
      purpose: 'transactional',
      recipient_role: 'visitor',
      recipient_name: 'Kavya Nair',
      channel: 'whatsapp',
      address: PHONE,
      language: 'hi',
      status: 'queued',
      attempts: 0,
      subject: null,
      next_attempt_at: clock.now().toISOString(),
      fallback_from: null,
    });
    expect(row?.text).toContain('डेमो क्लास');
    expect(JSON.parse(row?.fallbacks ?? '')).toEqual([
      { channel: 'sms', address: PHONE },
      { channel: 'email', address: EMAIL },
    ]);
  });

  it('is e-mail for a recipient with only an address, with its subject', async () => {
    await queueDemo(ctx.db, clock, [visitor({ phone: null, email: EMAIL })]);
    expect(await rows(ctx.db)).toMatchObject([
      { channel: 'email', address: EMAIL, subject: expect.stringContaining('demo class') },
    ]);
  });

  it('passes over a channel the recipient opted out of, and keeps it out of the fallbacks', async () => {
    await optOut('whatsapp', PHONE);
    await queueDemo(ctx.db, clock, [visitor({ email: EMAIL })]);
    const [row] = await rows(ctx.db);
    expect(row).toMatchObject({ channel: 'sms', address: PHONE });
    expect(JSON.parse(row?.fallbacks ?? '')).toEqual([{ channel: 'email', address: EMAIL }]);
  });

  it('goes on again once the recipient opts back in', async () => {
    await optOut('whatsapp', PHONE);
    await optOut('whatsapp', PHONE, true);
    await queueDemo(ctx.db, clock);
    expect(await rows(ctx.db)).toMatchObject([{ channel: 'whatsapp' }]);
    expect(await ctx.db.selectFrom('notification_consents').selectAll().execute()).toEqual([
      {
        channel: 'whatsapp',
        address: PHONE,
        opted_in: 1,
        source: 'reply-stop',
        at: clock.now().toISOString(),
      },
    ]);
  });

  it('keeps a message to someone who opted out of every channel as skipped, sending nothing', async () => {
    await optOut('whatsapp', PHONE);
    await optOut('sms', PHONE);
    await queueDemo(ctx.db, clock);
    expect(await rows(ctx.db)).toMatchObject([
      { channel: 'whatsapp', status: 'skipped', failure_reason: 'Opted out' },
    ]);
  });

  it('sends marketing only where the person opted in, and anything else unless they opted out', async () => {
    const channels = [
      { channel: 'whatsapp' as const, address: PHONE },
      { channel: 'sms' as const, address: PHONE },
      { channel: 'email' as const, address: EMAIL },
    ];
    expect(await permittedChannels(ctx.db, 'marketing', channels)).toEqual([]);
    await optOut('sms', PHONE, true);
    await optOut('whatsapp', PHONE, false);
    expect(await permittedChannels(ctx.db, 'marketing', channels)).toEqual([channels[1]]);
    expect(await permittedChannels(ctx.db, 'reminder', channels)).toEqual([
      channels[1],
      channels[2],
    ]);
  });

  it('is written with the event or not at all: a rolled-back event leaves no message', async () => {
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        const request = {
          event: 'demo-booked' as const,
          values: demoValues,
          recipients: [visitor()],
        };
        await enqueue(trx, request, clock.now());
        expect(await rows(trx)).toHaveLength(1);
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await rows(ctx.db)).toEqual([]);
  });
});
