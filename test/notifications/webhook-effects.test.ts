import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Recipient } from '#server/features/notifications/recipients';
import { saveTemplateRow } from '#server/features/notifications/templates/overrides';
import { demoValues } from '../helpers/notifications';
import { providerSite } from '../helpers/provider-site';

const APP_SECRET = 'meta-app-secret-for-effect-tests';
const SMS_TOKEN = 'sms-callback-token-for-effects';

/** What a provider's accepted webhook records: statuses on messages, STOP as an opt-out. */
describe('the notification webhooks record what the providers tell', () => {
  const ctx = providerSite({ appSecret: APP_SECRET, smsToken: SMS_TOKEN });
  beforeAll(async () => {
    // The confirmation's MSG91 template, as the admin names it on the Message Templates screen.
    await saveTemplateRow(ctx.app.db, {
      event: 'demo-booked',
      whatsapp_name: null,
      sms_template_id: '1207161234567890123',
      texts: '{}',
      updated_at: new Date().toISOString(),
    });
  });

  const person = (phone: string): Recipient => ({
    role: 'visitor',
    name: 'Kavya Nair',
    language: 'en',
    phone,
    email: `kavya.${phone}@example.in`,
  });

  /**
   * Queues a demo confirmation to `recipient` (each test's own phone) as a feature does, and waits
   * until it is sent.
   */
  const sendDemo = async (recipient: Recipient) => {
    await ctx.app.db.transaction().execute((trx) =>
      ctx.app.notifications.enqueue(trx, {
        event: 'demo-booked',
        values: demoValues,
        recipients: [recipient],
      }),
    );
    ctx.app.notifications.wake();
    return vi.waitFor(
      async () => {
        const row = await ctx.app.db
          .selectFrom('notifications')
          .selectAll()
          .where('address', 'in', [`+91${recipient.phone}`, recipient.email!])
          .executeTakeFirstOrThrow();
        if (row.status !== 'sent' && row.status !== 'skipped') throw new Error(row.status);
        return row;
      },
      { timeout: 5000, interval: 50 },
    );
  };

  const rowById = (id: string) =>
    ctx.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it("moves a WhatsApp message's status and its times on Meta's signed statuses", async () => {
    const row = await sendDemo(person('9876500001'));
    expect(row.channel).toBe('whatsapp');
    const wamid = row.provider_message_id!;
    expect(ctx.meta.accepted.map((m) => m.wamid)).toContain(wamid);

    const deliveredAt = new Date('2026-11-27T10:15:30Z');
    const delivered = await ctx.meta.sendStatus(
      `${ctx.base}/whatsapp/webhook`,
      wamid,
      'delivered',
      {
        at: deliveredAt,
      },
    );
    expect(delivered.status).toBe(200);
    expect(await rowById(row.id)).toMatchObject({
      status: 'delivered',
      delivered_at: deliveredAt.toISOString(),
      read_at: null,
    });

    const readAt = new Date('2026-11-27T10:20:00Z');
    await ctx.meta.sendStatus(`${ctx.base}/whatsapp/webhook`, wamid, 'read', { at: readAt });
    expect(await rowById(row.id)).toMatchObject({
      status: 'read',
      read_at: readAt.toISOString(),
    });
  });

  it('answers 200 to a status of a message it does not know, and changes nothing', async () => {
    const row = await sendDemo(person('9876500002'));
    const answer = await ctx.meta.sendStatus(
      `${ctx.base}/whatsapp/webhook`,
      'wamid.UNKNOWN',
      'read',
    );
    expect(answer.status).toBe(200);
    expect((await rowById(row.id)).status).toBe('sent');
  });

  it('records a STOP on WhatsApp as an opt-out, and the next message goes by SMS', async () => {
    const at = new Date('2026-11-27T11:00:00Z');
    const stop = await ctx.meta.sendReply(
      `${ctx.base}/whatsapp/webhook`,
      '919876500003',
      'STOP',
      at,
    );
    expect(stop.status).toBe(200);
    const consents = await ctx.app.db.selectFrom('notification_consents').selectAll().execute();
    expect(consents).toContainEqual(
      expect.objectContaining({
        channel: 'whatsapp',
        address: '+919876500003',
        opted_in: 0,
        source: 'reply-stop',
        at: at.toISOString(),
      }),
    );

    const next = await sendDemo(person('9876500003'));
    expect(next.channel).toBe('sms');
    expect(ctx.msg91.accepted.at(-1)).toMatchObject({
      requestId: next.provider_message_id,
      mobiles: '919876500003',
    });
    expect(ctx.meta.accepted.some((m) => m.to === '919876500003')).toBe(false);
  });

  it("moves an SMS's status on MSG91's delivery report", async () => {
    await ctx.meta.sendReply(`${ctx.base}/whatsapp/webhook`, '919876500004', 'stop');
    const row = await sendDemo(person('9876500004'));
    expect(row.channel).toBe('sms');
    const at = new Date('2026-11-27T12:00:00Z');
    const report = await ctx.msg91.sendReport(
      `${ctx.base}/sms/report?token=${SMS_TOKEN}`,
      row.provider_message_id!,
      'delivered',
      { at },
    );
    expect(report.status).toBe(200);
    expect(await rowById(row.id)).toMatchObject({
      status: 'delivered',
      delivered_at: at.toISOString(),
    });
  });

  it('records a STOP by SMS as an opt-out of SMS, and the next message goes by e-mail', async () => {
    await ctx.meta.sendReply(`${ctx.base}/whatsapp/webhook`, '919876500005', 'STOP');
    const at = new Date('2026-11-27T13:00:00Z');
    const stop = await ctx.msg91.sendInbound(
      `${ctx.base}/sms/inbound?token=${SMS_TOKEN}`,
      '9876500005',
      'STOP',
      at,
    );
    expect(stop.status).toBe(200);
    const sms = await ctx.app.db
      .selectFrom('notification_consents')
      .selectAll()
      .where('channel', '=', 'sms')
      .where('address', '=', '+919876500005')
      .executeTakeFirstOrThrow();
    expect(sms).toMatchObject({ opted_in: 0, source: 'reply-stop', at: at.toISOString() });

    const sentBySms = ctx.msg91.accepted.length;
    const next = await sendDemo(person('9876500005'));
    expect(next).toMatchObject({ channel: 'email', address: 'kavya.9876500005@example.in' });
    expect(ctx.msg91.accepted).toHaveLength(sentBySms);
  });

  describe('when the providers report on their own, as they do', () => {
    beforeAll(() => {
      ctx.meta.reportTo(`${ctx.base}/whatsapp/webhook`);
      ctx.msg91.reportTo(`${ctx.base}/sms/report?token=${SMS_TOKEN}`);
    });

    const settledAs = (id: string, status: string) =>
      vi.waitFor(
        async () => {
          const row = await rowById(id);
          if (row.status !== status) throw new Error(`${row.status}, not ${status}`);
          return row;
        },
        { timeout: 5000, interval: 50 },
      );

    it('a WhatsApp message and an SMS end delivered, each sent once', async () => {
      const whatsapp = await sendDemo(person('9876500006'));
      await ctx.meta.sendReply(`${ctx.base}/whatsapp/webhook`, '919876500007', 'STOP');
      const sms = await sendDemo(person('9876500007'));
      expect((await settledAs(whatsapp.id, 'delivered')).delivered_at).not.toBeNull();
      expect((await settledAs(sms.id, 'delivered')).channel).toBe('sms');
      expect(ctx.meta.accepted.filter((m) => m.to === '919876500006')).toHaveLength(1);
      expect(ctx.msg91.accepted.filter((m) => m.mobiles === '919876500007')).toHaveLength(1);
    });

    it("settles a send whose server stopped before recording it from the provider's report, and sends it no more", async () => {
      // As a server killed between Meta's answer and its update leaves it: Meta accepted the
      // message (sent here by the channel, as the worker would), the row still says `sending`.
      await ctx.app.db.transaction().execute((trx) =>
        ctx.app.notifications.enqueue(trx, {
          event: 'demo-booked',
          values: demoValues,
          recipients: [person('9876500008')],
          notBefore: new Date(Date.now() + 3_600_000),
        }),
      );
      const row = await ctx.app.db
        .selectFrom('notifications')
        .selectAll()
        .where('address', '=', '+919876500008')
        .executeTakeFirstOrThrow();
      const lease = (until: number) =>
        ctx.app.db
          .updateTable('notifications')
          .set({
            status: 'sending',
            attempts: 1,
            lease_until: new Date(until).toISOString(),
            next_attempt_at: row.created_at,
          })
          .where('id', '=', row.id)
          .execute();
      await lease(Date.now() + 120_000);
      const accepted = await fetch(`${ctx.meta.url}/1065/messages`, {
        method: 'POST',
        headers: { authorization: 'Bearer wa', 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: '919876500008',
          type: 'template',
          template: { name: 'demo_booked', language: { code: 'en' } },
          biz_opaque_callback_data: row.id,
        }),
      });
      expect(accepted.status).toBe(200);
      await vi.waitFor(async () => expect((await rowById(row.id)).delivered_at).not.toBeNull(), {
        timeout: 5000,
        interval: 50,
      });

      await lease(Date.now() - 1000);
      ctx.app.notifications.wake();
      const settled = await settledAs(row.id, 'delivered');
      expect(settled).toMatchObject({ attempts: 1, lease_until: null });
      expect(ctx.meta.accepted.filter((m) => m.to === '919876500008')).toHaveLength(1);
    });
  });
});
