import { describe, expect, it } from 'vitest';
import { demoMessages } from '#common/schemas/demo-booking';
import { defaultSiteSettings } from '#common/site-settings';
import { makeCourse } from './helpers/factories';
import { enquirySite } from './helpers/enquiries';
import { outboxMails, waitForMail } from './helpers/outbox';
import { createTestSite, startApp } from './helpers/test-app';

const addBatch = async (ctx: ReturnType<typeof enquirySite>, courseId: string, seatsTaken = 0) =>
  (
    await ctx.call(ctx.admin, {
      method: 'POST',
      url: `/api/v1/course/batches/${courseId}`,
      payload: {
        startsOn: '2030-01-06',
        days: ['Sat', 'Sun'],
        startTime: '10:00',
        endTime: '12:00',
        mode: 'offline',
        seats: 10,
        seatsTaken,
        place: 'Hazratganj, Lucknow',
      },
    })
  ).json().data._id as string;

describe('demo class bookings', () => {
  const ctx = enquirySite();
  const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.call(undefined, { method: 'POST', url: '/api/v1/contact/demo', payload, headers });
  const leads = () => ctx.app.db.selectFrom('contact_queries').selectAll().execute();

  it('lands in the enquiry pipeline as Demo booked and alerts the institute by mail', async () => {
    const course = await makeCourse(ctx.app, { course_title: 'Python from Scratch' });
    const batchId = await addBatch(ctx, course.id);
    const res = await book({
      courseId: course.id,
      name: '  Kavya Nair ',
      phone: '+91 98765-43210',
      batchId,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: demoMessages.booked });

    const list = await ctx.call(ctx.admin, {
      method: 'POST',
      url: '/api/v1/contact?page=1&status=demo_booked',
    });
    const [lead] = list.json().data.contacts;
    expect(lead).toMatchObject({
      name: 'Kavya Nair',
      email: '',
      phone: '9876543210',
      courseId: course.id,
      status: 'demo_booked',
      subject: 'Demo class: Python from Scratch',
      message: 'Preferred batch: offline batch from 06/01/2030, Sat, Sun · 10:00–12:00',
    });
    const notice = await waitForMail(ctx.site, defaultSiteSettings.email, 'Kavya Nair');
    expect(notice).toContain('Subject: Demo class booked by Kavya Nair: Python from Scratch');
    expect(notice).toContain('Phone: +91 98765 43210');
    expect(notice).toContain(
      'Preferred batch: offline batch from 06/01/2030, Sat, Sun · 10:00–12:00',
    );
    expect(notice).toContain(`Call them on +91 98765 43210 to confirm the day and time.`);
    expect(notice).toContain(`${ctx.site.config.PUBLIC_URL}/admin/dashboard/contact`);
    // The visitor's confirmation, on WhatsApp: without its keys, a labelled file in the outbox.
    const confirmation = await waitForMail(ctx.site, '+919876543210', 'Template: demo_booked (en)');
    expect(confirmation).toContain('Channel: WhatsApp (not sent: no provider configured)');
    expect(confirmation).toContain('Parameter 2: Python from Scratch');
    expect(confirmation).toContain('Parameter 3: 06/01/2030');
    expect(confirmation).toContain(`Parameter 5: ${defaultSiteSettings.address}`);
    expect(confirmation).toContain('Hello Kavya Nair, your free demo class of Python from Scratch');
    await expect
      .poll(() => ctx.app.db.selectFrom('notifications').selectAll().orderBy('event').execute())
      .toMatchObject([
        {
          event: 'demo-alert',
          recipient_role: 'staff',
          channel: 'email',
          address: defaultSiteSettings.email,
          status: 'sent',
        },
        { event: 'demo-booked', channel: 'whatsapp', status: 'sent' },
      ]);
  });

  it('confirms in Hindi a booking from a Hindi page', async () => {
    const course = await makeCourse(ctx.app, { course_title: 'Tally Prime' });
    const res = await book({
      courseId: course.id,
      name: 'Sita',
      phone: '9123400000',
      language: 'hi',
    });
    expect(res.statusCode).toBe(201);
    const confirmation = await waitForMail(ctx.site, '+919123400000', 'Template: demo_booked (hi)');
    expect(confirmation).toContain('नमस्ते Sita, ');
    expect(confirmation).toContain('Tally Prime की आपकी मुफ़्त डेमो क्लास बुक हो गई है');
    expect(confirmation).toContain('फ़ोन पर तय होगा');
  });

  it('books without a batch, for any batch', async () => {
    const course = await makeCourse(ctx.app);
    expect(
      (await book({ courseId: course.id, name: 'Rahul', phone: '9123456780' })).statusCode,
    ).toBe(201);
    const row = (await leads()).find((c) => c.name === 'Rahul');
    expect(row).toMatchObject({ message: 'Preferred batch: Any batch', status: 'demo_booked' });
  });

  it.each([
    ['no name', { name: ' ' }, 400, demoMessages.name],
    ['a bad phone', { phone: '12345' }, 400, demoMessages.phone],
    ['markup for a phone', { phone: '<script>alert(1)</script>' }, 400, demoMessages.phone],
    ['a batch of another course', { batchId: 'other' }, 400, demoMessages.batch],
    ['an unknown course', { courseId: 'missing' }, 404, demoMessages.courseMissing],
  ])('refuses %s and keeps nothing', async (_, change, status, message) => {
    const course = await makeCourse(ctx.app);
    const before = (await leads()).length;
    const res = await book({ courseId: course.id, name: 'Neha', phone: '9876500000', ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await leads()).toHaveLength(before);
  });

  it('refuses a full batch and an unpublished course', async () => {
    const course = await makeCourse(ctx.app);
    const full = await addBatch(ctx, course.id, 10);
    const res = await book({
      courseId: course.id,
      name: 'Neha',
      phone: '9876500000',
      batchId: full,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(demoMessages.batchFull);
    const draft = await makeCourse(ctx.app, { published: false });
    expect((await book({ courseId: draft.id, name: 'Neha', phone: '9876500000' })).statusCode).toBe(
      404,
    );
  });

  it('answers a bot filling the hidden field as booked and keeps nothing', async () => {
    const course = await makeCourse(ctx.app);
    const before = (await leads()).length;
    const mails = (await outboxMails(ctx.site)).length;
    const res = await book({
      courseId: course.id,
      name: 'Bot',
      phone: '9876500001',
      website: 'http://spam.example',
    });
    expect(res.statusCode).toBe(201);
    expect(await leads()).toHaveLength(before);
    expect((await outboxMails(ctx.site)).length).toBe(mails);
  });

  it('refuses a booking sent from another site', async () => {
    const course = await makeCourse(ctx.app);
    const res = await book(
      { courseId: course.id, name: 'Neha', phone: '9876500000' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('demo class bookings: rate limit', () => {
  it('stops an address after DEMO_BOOKING_LIMIT_PER_IP bookings a window', async () => {
    const site = await createTestSite({ DEMO_BOOKING_LIMIT_PER_IP: '2' });
    const app = await startApp(site);
    try {
      const course = await makeCourse(app);
      const payload = { courseId: course.id, name: 'Neha', phone: '9876500000' };
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await app.inject({ method: 'POST', url: '/api/v1/contact/demo', payload })).statusCode,
        );
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await app.close();
      await site.dispose();
    }
  });
});
