import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsTable } from '#server/db/schema';
import { recordConsent } from '#server/features/notifications/consents';
import { resendMessage } from '#server/features/notifications/resend';
import { adminSession } from '../helpers/catalogue';
import { adminTable, csvLines, expectAdminsOnly, refusedViews } from '../helpers/admin-table';
import { fakeClock, queueDemo, rows, visitor } from '../helpers/notifications';
import { as } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

interface Row {
  _id: string;
  recipientName: string;
  channel: string;
  status: string;
  fallbackFrom: string | null;
}

describe('the Messages screen', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let table: ReturnType<typeof adminTable<Row>>;
  const names = async (query: string) =>
    (await table.page(query)).rows.map((r) => `${r.recipientName} ${r.channel} ${r.status}`);
  const idOf = async (name: string, channel: string) =>
    (await rows(app.db)).find((r) => r.recipient_name === name && r.channel === channel)!.id;
  const set = (id: string, change: Partial<NotificationsTable>) =>
    app.db.updateTable('notifications').set(change).where('id', '=', id).execute();
  // Not due, so the app's worker leaves them to the statuses the test gives them.
  const later = { notBefore: new Date('2100-01-01T00:00:00Z') };
  /** Copies of message `id` waiting to be sent (queued again and not sent yet). */
  const pendingCopies = async (id: string) => {
    const all = await rows(app.db);
    const of = all.find((r) => r.id === id)!;
    return all.filter(
      (r) =>
        r.id !== id &&
        r.params === of.params &&
        r.address === of.address &&
        ['queued', 'sending'].includes(r.status),
    ).length;
  };
  const resend = (id: string) =>
    as(app, admin, { method: 'POST', url: `/api/v1/notifications/messages/${id}/resend` });

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
    table = adminTable<Row>(app, admin, {
      path: '/notifications/messages',
      exportPath: '/notifications/messages/export.csv',
      pick: (data: { messages: Row[] }) => data.messages,
    });
    // Kavya's WhatsApp failed on 31 March (23:00 in India) and fell back to SMS, delivered.
    await queueDemo(app.db, fakeClock('2026-03-31T17:30:00Z'), [visitor()], later);
    const whatsapp = await idOf('Kavya Nair', 'whatsapp');
    await set(whatsapp, {
      status: 'failed',
      attempts: 1,
      failure_reason: '131026 Message undeliverable',
      failed_at: '2026-03-31T17:31:00.000Z',
    });
    await queueDemo(
      app.db,
      fakeClock('2026-03-31T17:31:00Z'),
      [visitor({ phone: null, email: 'kavya@example.com' })],
      later,
    );
    const email = await idOf('Kavya Nair', 'email');
    await set(email, {
      status: 'delivered',
      fallback_from: whatsapp,
      sent_at: '2026-03-31T17:31:05.000Z',
      delivered_at: '2026-03-31T17:32:00.000Z',
    });
    await queueDemo(
      app.db,
      fakeClock('2026-04-02T05:00:00Z'),
      [visitor({ name: 'राहुल शर्मा', phone: '9123456780', language: 'hi' })],
      later,
    );
    await set(await idOf('राहुल शर्मा', 'whatsapp'), {
      status: 'sent',
      sent_at: '2026-04-02T05:00:02.000Z',
    });
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('lists every message newest first, with its times and the channel it fell back from', async () => {
    const { rows: page, total } = await table.page('');
    expect(total).toBe(3);
    expect(page).toMatchObject([
      { recipientName: 'राहुल शर्मा', channel: 'whatsapp', status: 'sent', fallbackFrom: null },
      {
        recipientName: 'Kavya Nair',
        channel: 'email',
        status: 'delivered',
        fallbackFrom: 'whatsapp',
        sentAt: '2026-03-31T17:31:05.000Z',
        deliveredAt: '2026-03-31T17:32:00.000Z',
      },
      {
        channel: 'whatsapp',
        status: 'failed',
        attempts: 1,
        failureReason: '131026 Message undeliverable',
        address: '+919876543210',
        recipientRole: 'visitor',
        event: 'demo-booked',
      },
    ]);
  });

  it('searches by name or address and filters by status, channel, event and days in India', async () => {
    expect(await names('q=kavya@EXAMPLE')).toEqual(['Kavya Nair email delivered']);
    expect(await names('q=शर्मा')).toEqual(['राहुल शर्मा whatsapp sent']);
    expect(await names('q=91234')).toEqual(['राहुल शर्मा whatsapp sent']);
    expect(await names('q=100%')).toEqual([]);
    expect(await names('status=failed')).toEqual(['Kavya Nair whatsapp failed']);
    expect(await names('mode=email')).toEqual(['Kavya Nair email delivered']);
    expect(await names('kind=enquiry-received')).toEqual([]);
    expect((await table.page('kind=demo-booked')).total).toBe(3);
    // 17:30 UTC on 31 March is 23:00 that day in India.
    expect((await table.page('from=2026-03-31&to=2026-03-31')).total).toBe(2);
    expect(await names('from=2026-04-01')).toEqual(['राहुल शर्मा whatsapp sent']);
  });

  it('refuses unknown filters and the views no table takes', async () => {
    for (const query of [...refusedViews, 'status=lost', 'mode=fax', 'kind=birthday']) {
      expect(await table.status(query), query).toBe(400);
    }
  });

  it('exports the view as CSV', async () => {
    const res = await table.exported('mode=email');
    expect(res.headers['content-disposition']).toMatch(/messages-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...lines] = parse(csvLines(res).join('\n')) as string[][];
    expect(header).toEqual([
      'Queued',
      'Recipient',
      'Role',
      'Address',
      'Channel',
      'Event',
      'Status',
      'Sent',
      'Delivered',
      'Read',
      'Failed',
      'Attempts',
      'Failure',
      'Fell back from',
      'Id',
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.slice(1, 7)).toEqual([
      'Kavya Nair',
      'visitor',
      'kavya@example.com',
      'email',
      'demo-booked',
      'delivered',
    ]);
    expect(lines[0]?.[13]).toBe('whatsapp');
  });

  it('resends only a failed message, as a fresh row the woken worker sends, audited', async () => {
    const failed = await idOf('Kavya Nair', 'whatsapp');
    const delivered = await idOf('Kavya Nair', 'email');
    expect((await resend(delivered)).statusCode).toBe(409);
    expect((await resend('no-such-message')).statusCode).toBe(404);

    const res = await resend(failed);
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().data._id as string;
    expect(fresh).not.toBe(failed);
    const row = async () => (await rows(app.db)).find((r) => r.id === fresh);
    expect(await row()).toMatchObject({
      channel: 'whatsapp',
      address: '+919876543210',
      recipient_name: 'Kavya Nair',
      event: 'demo-booked',
      fallbacks: '[]',
    });
    expect((await row())?.text).toContain('Python from Scratch');
    // Without provider keys the worker writes it to the outbox, which counts as sent.
    await expect.poll(async () => (await row())?.status, { timeout: 10_000 }).toBe('sent');
    expect((await rows(app.db)).find((r) => r.id === failed)?.status).toBe('failed');

    const activity = await as(app, admin, { method: 'GET', url: '/api/v1/activity?kind=message' });
    expect(activity.json().data.activity[0]).toMatchObject({
      action: 'resent',
      entity: 'message',
      entityId: failed,
      summary: expect.stringContaining('queued again as'),
    });
  });

  it('queues a failed message again once for two clicks at the same moment', async () => {
    const failed = await idOf('Kavya Nair', 'whatsapp');
    await expect.poll(async () => pendingCopies(failed), { timeout: 10_000 }).toBe(0);
    const answers = await Promise.all(
      [resendMessage(app.db, failed, new Date()), resendMessage(app.db, failed, new Date())].map(
        (resending) =>
          resending.then(
            () => 'queued',
            (error: Error) => error.message,
          ),
      ),
    );
    expect(answers.sort()).toEqual(['This message is already queued again.', 'queued']);
    expect(await pendingCopies(failed)).toBe(1);
    app.notifications.wake();
    await expect.poll(async () => pendingCopies(failed), { timeout: 10_000 }).toBe(0);
  });

  it('does not resend to a person who has opted out of the channel since', async () => {
    const failed = await idOf('Kavya Nair', 'whatsapp');
    await recordConsent(app.db, {
      channel: 'whatsapp',
      address: '+919876543210',
      optedIn: false,
      source: 'reply-stop',
      at: new Date(),
    });
    const res = await resend(failed);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The person has opted out of this channel.');
  });

  it("counts today's sent, delivered and failed messages in India", async () => {
    const today = async () =>
      (await as(app, admin, { method: 'GET', url: '/api/v1/notifications/messages/today' })).json()
        .data;
    const before = await today();
    const now = new Date().toISOString();
    await queueDemo(
      app.db,
      fakeClock(now),
      [visitor({ name: 'Asha', phone: '9000000001' })],
      later,
    );
    await set(await idOf('Asha', 'whatsapp'), {
      status: 'delivered',
      sent_at: now,
      delivered_at: now,
    });
    expect(await today()).toEqual({
      sent: before.sent + 1,
      delivered: before.delivered + 1,
      failed: before.failed,
    });
  });

  it('is for admins only', async () => {
    await expectAdminsOnly(app, [
      '/api/v1/notifications/messages',
      '/api/v1/notifications/messages/export.csv',
      '/api/v1/notifications/messages/today',
    ]);
  });
});
