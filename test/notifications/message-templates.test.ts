import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEvents } from '#common/notifications';
import { eventParameters, type MessageTemplateDto } from '#common/schemas/message-templates';
import { templateOf } from '#server/features/notifications/templates/events';
import { sampleValues } from '#server/features/notifications/templates/samples';
import { recordConsent } from '#server/features/notifications/consents';
import { insertMessage } from '#server/features/notifications/enqueue';
import {
  messageRenderer,
  saveTemplateRow,
} from '#server/features/notifications/templates/overrides';
import { adminSession } from '../helpers/catalogue';
import { expectAdminsOnly } from '../helpers/admin-table';
import {
  fakeClock,
  notificationsDb,
  queueDemo,
  rows,
  testChannels,
  testWorker,
  visitor,
} from '../helpers/notifications';
import { as } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

const clock = fakeClock('2026-03-10T06:00:00Z');
const later = { notBefore: new Date('2100-01-01T00:00:00Z') };

describe('the template editor', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  const put = (event: string, payload: object) =>
    as(app, admin, { method: 'PUT', url: `/api/v1/notifications/templates/${event}`, payload });
  const valid = {
    whatsappName: 'demo_class_v2',
    smsTemplateId: '65f0c1d2e3a4b5c6d7e8f901',
    texts: {
      whatsapp: { en: 'Hi {name}, your {course} demo is on {date} at {time}, {place}.' },
      sms: { hi: 'प्रिय {name}, {course} की डेमो क्लास {date} को है।' },
    },
  };

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it("lists each event with its parameters, samples and the code's texts in both languages", async () => {
    const res = await as(app, admin, { method: 'GET', url: '/api/v1/notifications/templates' });
    expect(res.statusCode, res.body).toBe(200);
    const [demo, enquiry] = res.json().data as MessageTemplateDto[];
    expect(demo).toMatchObject({
      event: 'demo-booked',
      parameters: ['name', 'course', 'date', 'time', 'place'],
      whatsappName: null,
      smsTemplateId: null,
      defaultWhatsappName: 'demo_booked',
      texts: {},
    });
    expect(demo?.samples.hi?.place).toBe('14 हज़रतगंज, लखनऊ');
    expect(demo?.defaults.whatsapp?.en).toContain('Kavya Nair');
    expect(demo?.defaults.sms?.hi).toContain('डेमो क्लास');
    expect(demo?.defaults.email?.en).toMatch(/^Your demo class of Python from Scratch/);
    expect(enquiry?.parameters).toEqual(['institute', 'phone', 'hours']);
  });

  it.each([
    ['an unknown placeholder', { whatsapp: { en: 'Hi {student}' } }, 'texts.whatsapp.en'],
    ["another event's placeholder", { sms: { en: 'Call {phone}' } }, 'texts.sms.en'],
    ['a blank text', { sms: { hi: '   ' } }, 'texts.sms.hi'],
    ['an SMS longer than five parts', { sms: { en: 'x'.repeat(336) } }, 'texts.sms.en'],
    ['a WhatsApp body over 1,024', { whatsapp: { hi: 'x'.repeat(1025) } }, 'texts.whatsapp.hi'],
    [
      'an e-mail without a subject',
      { email: { en: { subject: '', text: 'Hi' } } },
      'texts.email.en.subject',
    ],
  ])('refuses %s', async (_, texts, field) => {
    const res = await put('demo-booked', { ...valid, texts });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('refuses names the providers would not take, and an unknown event', async () => {
    expect((await put('demo-booked', { ...valid, whatsappName: 'Demo Class' })).statusCode).toBe(
      400,
    );
    expect((await put('demo-booked', { ...valid, smsTemplateId: '65f0-c1d2' })).statusCode).toBe(
      400,
    );
    expect((await put('birthday', valid)).statusCode).toBe(400);
  });

  it('saves the texts and names, audited, and the next message is written from them', async () => {
    const res = await put('demo-booked', valid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      whatsappName: 'demo_class_v2',
      smsTemplateId: '65f0c1d2e3a4b5c6d7e8f901',
      texts: valid.texts,
    });
    await queueDemo(app.db, clock, [visitor(), visitor({ name: 'राहुल', language: 'hi' })], later);
    const [english, hindi] = await rows(app.db);
    expect(english?.text).toBe(
      'Hi Kavya Nair, your Python from Scratch demo is on 06/01/2030 at Sat, Sun · 10:00–12:00, 14 Hazratganj, Lucknow.',
    );
    // No Hindi WhatsApp text saved: the code's.
    expect(hindi?.text).toContain('मुफ़्त डेमो क्लास बुक हो गई है');

    const activity = await as(app, admin, {
      method: 'GET',
      url: '/api/v1/activity?kind=message%20template',
    });
    expect(activity.json().data.activity[0]).toMatchObject({
      entity: 'message template',
      entityId: 'demo-booked',
      summary: expect.stringContaining('WhatsApp (default), SMS (none) → WhatsApp demo_class_v2'),
    });
  });

  it('is for admins only', async () => {
    await expectAdminsOnly(app, ['/api/v1/notifications/templates']);
  });
});

describe("each event's parameters", () => {
  it.each(notificationEvents)('%s names every parameter its template gives', (event) => {
    for (const language of ['en', 'hi'] as const) {
      const parameters = templateOf(event).parameters(sampleValues[event], language);
      expect(parameters).toHaveLength(eventParameters[event].length);
    }
  });
});

describe("a saved template's names and texts, as the worker sends them", () => {
  const ctx = notificationsDb();

  it('names the saved WhatsApp template and SMS template id, else the defaults', async () => {
    const channels = testChannels();
    const worker = testWorker({ db: ctx.db, channels, clock });
    await queueDemo(ctx.db, clock, [visitor()]);
    await worker.drainOnce();
    expect(channels.whatsapp.sent[0]?.whatsappTemplate?.name).toBe('demo_booked');

    await saveTemplateRow(ctx.db, {
      event: 'demo-booked',
      whatsapp_name: 'demo_class_v2',
      sms_template_id: '65f0c1d2e3a4b5c6d7e8f901',
      texts: JSON.stringify({ sms: { en: 'Dear {name}, demo of {course} on {date}.' } }),
      updated_at: clock.now().toISOString(),
    });
    await queueDemo(ctx.db, clock, [visitor()]);
    await recordConsent(ctx.db, {
      channel: 'whatsapp',
      address: '+919123456780',
      optedIn: false,
      source: 'reply-stop',
      at: clock.now(),
    });
    await queueDemo(ctx.db, clock, [visitor({ phone: '9123456780' })]);
    await worker.drainOnce();
    expect(channels.whatsapp.sent[1]?.whatsappTemplate?.name).toBe('demo_class_v2');
    expect(channels.sms.sent[0]?.sms).toMatchObject({ dltTemplateId: '65f0c1d2e3a4b5c6d7e8f901' });
  });

  it("fills a saved text's placeholders from the event's parameters, 'to be confirmed' included", async () => {
    await saveTemplateRow(ctx.db, {
      event: 'demo-booked',
      whatsapp_name: null,
      sms_template_id: null,
      texts: JSON.stringify({ sms: { en: 'Dear {name}, demo of {course} on {date}.' } }),
      updated_at: clock.now().toISOString(),
    });
    await ctx.db.transaction().execute(async (trx) => {
      await insertMessage(
        trx,
        {
          event: 'demo-booked',
          values: {
            name: 'Kavya',
            course: 'Tally',
            date: '',
            time: '',
            institute: 'V',
            address: 'A',
            addressHi: '',
          },
          recipient: { role: 'visitor', name: 'Kavya', language: 'en' },
          route: [{ channel: 'sms', address: '+919876543210' }],
          at: clock.now(),
          notBefore: clock.now(),
        },
        await messageRenderer(trx, 'demo-booked'),
      );
    });
    expect((await rows(ctx.db))[0]?.text).toBe(
      'Dear Kavya, demo of Tally on to be confirmed by phone.',
    );
  });
});
