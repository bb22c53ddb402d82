import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notification } from '#server/db/schema';
import { adminSession } from '../helpers/catalogue';
import { makeCourse, makeGuardian, makeUser, uniqueTag } from '../helpers/factories';
import { deskPay } from '../helpers/money';
import { fakeClock, testWorker } from '../helpers/notifications';
import { as } from '../helpers/requests';
import { createTestSite, startApp, testDb, type TestSite } from '../helpers/test-app';
import { startWhatsAppStandIn } from '../helpers/whatsapp-stand-in';

const APP_SECRET = 'meta-app-secret-for-fee-reminders';
type App = Awaited<ReturnType<typeof startApp>>;
type Channels = NonNullable<Parameters<typeof startApp>[1]>['channels'];

/** Half at admission, half ten days later. */
const twoParts = {
  name: 'Half now, half in ten days',
  parts: [
    { kind: 'percent', value: 50, due: 'admission' },
    { kind: 'percent', value: 50, due: 'days', after: 10 },
  ],
  remainderPart: 1,
};

describe(`fee reminders before, on and after a due date (${testDb})`, () => {
  const clock = { today: '2026-01-01' };
  const ctx = {} as {
    site: TestSite;
    app: App;
    admin: string;
    meta: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
    channels: ReturnType<NonNullable<Channels>>;
    course: { id: string };
    planId: string;
  };
  const start = () =>
    startApp(ctx.site, {
      today: () => clock.today,
      channels: (configured) => (ctx.channels = configured),
    });

  beforeAll(async () => {
    ctx.meta = await startWhatsAppStandIn({
      phoneNumberId: '1065',
      token: 'wa',
      appSecret: APP_SECRET,
    });
    ctx.site = await createTestSite({
      WHATSAPP_API_URL: ctx.meta.url,
      WHATSAPP_PHONE_NUMBER_ID: '1065',
      WHATSAPP_TOKEN: 'wa',
      WHATSAPP_APP_SECRET: APP_SECRET,
    });
    ctx.app = await start();
    ctx.admin = await adminSession(ctx.app);
    ctx.course = await makeCourse(ctx.app, {
      course_title: 'Tally Prime',
      course_title_hi: 'टैली प्राइम',
      course_price: 1_000_000,
    });
    const plan = await as(ctx.app, ctx.admin, {
      method: 'POST',
      url: `/api/v1/payment/plans/${ctx.course.id}`,
      payload: twoParts,
    });
    ctx.planId = plan.json().data._id;
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.meta.close();
    await ctx.site.dispose();
  });

  /** A student with a phone and a Hindi-reading guardian, admitted on the plan, having paid `paid` rupees. */
  async function admit(admittedOn: string, paid = 6000) {
    const { user } = await makeUser(ctx.app.db, {
      userName: `Asha ${uniqueTag()}`,
      mobileNo: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      language: 'en',
    });
    const guardian = await makeGuardian(ctx.app.db, user.id, { name: 'Ramesh Verma' });
    const res = await deskPay(ctx.app, ctx.admin, {
      email: user.email,
      courseId: ctx.course.id,
      amount: paid,
      planId: ctx.planId,
      paidOn: admittedOn,
    });
    expect(res.statusCode, res.body).toBe(200);
    const feeId: string = res.json().data._id;
    return { user, guardian, feeId };
  }

  const remindersOf = (feeId: string) =>
    ctx.app.db
      .selectFrom('fee_reminders')
      .selectAll()
      .where('fee_id', '=', feeId)
      .orderBy('created_at')
      .execute();
  const messagesOf = async (feeId: string) => {
    const ids = (await remindersOf(feeId)).flatMap((r) => JSON.parse(r.message_ids) as string[]);
    if (ids.length === 0) return [];
    return ctx.app.db.selectFrom('notifications').selectAll().where('id', 'in', ids).execute();
  };
  /**
   * Sends the fee's two reminder messages (student and guardian) through the WhatsApp stand-in,
   * by a worker whose clock is in the day (a reminder waits out quiet hours); the rows once sent.
   */
  const sendBoth = async (feeId: string) => {
    const worker = testWorker({
      db: ctx.app.db,
      channels: ctx.channels,
      clock: fakeClock(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) + 'T06:30:00Z'),
    });
    return vi.waitFor(
      async () => {
        await worker.drainOnce();
        const rows = await messagesOf(feeId);
        if (rows.length !== 2 || rows.some((row) => row.status !== 'sent'))
          throw new Error('not yet');
        return rows;
      },
      { timeout: 10_000, interval: 50 },
    );
  };
  /** Runs the job on `day`, as the server does at start and every few minutes. */
  const runOn = async (day: string, app = ctx.app) => {
    clock.today = day;
    return app.reminderJob.runOnce();
  };

  it('reminds the student in English and the guardian in Hindi 3 days before, on and 3 days after the day, once each', async () => {
    const { user, guardian, feeId } = await admit('2026-03-01');
    const part = await ctx.app.db
      .selectFrom('fee_parts')
      .selectAll()
      .where('fee_id', '=', feeId)
      .where('seq', '=', 1)
      .executeTakeFirstOrThrow();
    expect(part.due_on).toBe('2026-03-11');

    await runOn('2026-03-07');
    expect(await remindersOf(feeId)).toEqual([]);
    await runOn('2026-03-08');
    await runOn('2026-03-08');
    await runOn('2026-03-09');
    const before = await remindersOf(feeId);
    expect(before).toEqual([
      expect.objectContaining({
        offset_days: -3,
        due_on: '2026-03-11',
        amount: 400_000,
        sent_on: '2026-03-08',
      }),
    ]);

    const messages = await messagesOf(feeId);
    expect(messages).toHaveLength(2);
    const toStudent = messages.find((m) => m.recipient_role === 'student')!;
    const toGuardian = messages.find((m) => m.recipient_role === 'parent')!;
    expect(toStudent).toMatchObject({
      event: 'fee-reminder',
      purpose: 'reminder',
      channel: 'whatsapp',
      language: 'en',
      address: `+91${user.mobile_no}`,
    });
    expect(toStudent.text).toBe(
      `Hello ${user.user_name}, a reminder that ₹4,000.00 of ${user.user_name}'s fee for Tally Prime ` +
        `is due on 11 Mar 2026. Pay here: ${linkIn(toStudent)} - Vidya Computer Institute`,
    );
    expect(toGuardian).toMatchObject({ language: 'hi', address: `+91${guardian.phone}` });
    expect(toGuardian.text).toContain(
      `नमस्ते Ramesh Verma, याद दिला दें कि टैली प्राइम के लिए ${user.user_name} की फ़ीस के ₹4,000.00`,
    );
    expect(toGuardian.text).toContain('तक जमा करने हैं');

    // Each message's link pays exactly this part.
    for (const message of messages) {
      const token = decodeURIComponent(linkIn(message).split('/pay/')[1]!);
      expect(ctx.app.payLinks.partOf(token)).toBe(part.id);
    }

    await runOn('2026-03-11');
    await runOn('2026-03-14');
    await runOn('2026-03-14');
    await runOn('2026-03-15');
    expect((await remindersOf(feeId)).map((r) => [r.offset_days, r.sent_on])).toEqual([
      [-3, '2026-03-08'],
      [0, '2026-03-11'],
      [3, '2026-03-14'],
    ]);
    expect(await messagesOf(feeId)).toHaveLength(6);
  });

  it('sends them through WhatsApp, with the template and its parameters', async () => {
    // The server's worker stands aside for one whose clock is in the day (a reminder waits out
    // quiet hours, and this test may run at night in India).
    await ctx.app.notifications.stop();
    const { feeId } = await admit('2026-04-01');
    await runOn('2026-04-08');
    const sent = await sendBoth(feeId);
    for (const row of sent) {
      const accepted = ctx.meta.accepted.filter((m) => m.bizOpaqueCallbackData === row.id);
      expect(accepted).toHaveLength(1);
      expect(accepted[0]!.template).toEqual({
        name: 'fee_reminder',
        language: row.language,
        parameters: [
          row.recipient_name,
          expect.stringContaining('Asha'),
          '₹4,000.00',
          row.language === 'hi' ? 'टैली प्राइम' : 'Tally Prime',
          row.language === 'hi' ? expect.stringMatching(/^11 .+ 2026$/) : '11 Apr 2026',
          linkIn(row),
        ],
      });
    }
  });

  it('reminds nobody of a part paid, or of a student whose reminders are paused', async () => {
    const paidUp = await admit('2026-05-01', 10_000);
    const paused = await admit('2026-05-01');
    const pause = await as(ctx.app, ctx.admin, {
      method: 'PUT',
      url: `/api/v1/payment/reminders/${paused.user.id}/pause`,
      payload: { paused: true, reason: 'Family paying by cheque next week' },
    });
    expect(pause.statusCode, pause.body).toBe(200);
    expect(pause.json().data.paused).toMatchObject({ reason: 'Family paying by cheque next week' });
    const student = await as(ctx.app, (await studentCookie()) ?? '', {
      method: 'PUT',
      url: `/api/v1/payment/reminders/${paused.user.id}/pause`,
      payload: { paused: false },
    });
    expect(student.statusCode).toBe(403);

    for (const day of ['2026-05-08', '2026-05-11', '2026-05-14']) await runOn(day);
    expect(await remindersOf(paidUp.feeId)).toEqual([]);
    expect(await remindersOf(paused.feeId)).toEqual([]);

    const activity = await as(ctx.app, ctx.admin, {
      method: 'GET',
      url: '/api/v1/activity?kind=fee%20reminders',
    });
    expect(activity.json().data.activity[0].summary).toBe(
      `${paused.user.email}: reminders paused; "Family paying by cheque next week"`,
    );

    // Resumed, the student gets the reminder of the day, not the ones missed.
    await as(ctx.app, ctx.admin, {
      method: 'PUT',
      url: `/api/v1/payment/reminders/${paused.user.id}/pause`,
      payload: { paused: false },
    });
    await runOn('2026-05-14');
    expect((await remindersOf(paused.feeId)).map((r) => r.offset_days)).toEqual([3]);
  });

  it('follows the reminder days of the settings, which refuse days out of range or twice', async () => {
    const settings = (days: unknown) =>
      as(ctx.app, ctx.admin, {
        method: 'PATCH',
        url: '/api/v1/settings',
        payload: { feeReminderDays: days },
      });
    expect((await settings([1, 1])).statusCode).toBe(400);
    expect((await settings([-61])).statusCode).toBe(400);
    expect((await settings([0.5])).statusCode).toBe(400);
    const saved = await settings([-7, 1]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.feeReminderDays).toEqual([-7, 1]);
    try {
      const { feeId } = await admit('2026-06-01');
      for (const day of ['2026-06-04', '2026-06-08', '2026-06-11', '2026-06-12', '2026-06-14'])
        await runOn(day);
      expect((await remindersOf(feeId)).map((r) => [r.offset_days, r.sent_on])).toEqual([
        [-7, '2026-06-04'],
        [1, '2026-06-12'],
      ]);
    } finally {
      await settings([-3, 0, 3]);
    }
  });

  it('sends no reminder of a day already past when the plan was made late', async () => {
    // Admitted on 2026-07-09 (entered then) with the second part due 2026-07-19: the reminder
    // three days before is on 2026-07-16, but the desk enters the admission only on 2026-07-18.
    clock.today = '2026-07-18';
    const { feeId } = await admit('2026-07-09');
    await runOn('2026-07-18');
    expect(await remindersOf(feeId)).toEqual([]);
    await runOn('2026-07-19');
    expect((await remindersOf(feeId)).map((r) => r.offset_days)).toEqual([0]);
  });

  // SQLite serves from one server (decision 048): there, two runs of the one server's job at once.
  it('queues each reminder once when two servers run the job at the same moment', async () => {
    const second = testDb === 'postgres' ? await start() : ctx.app;
    try {
      const fees = await Promise.all([
        admit('2026-08-01'),
        admit('2026-08-01'),
        admit('2026-08-01'),
      ]);
      clock.today = '2026-08-08';
      await Promise.all([
        ctx.app.reminderJob.runOnce(),
        second.reminderJob.runOnce(),
        ctx.app.reminderJob.runOnce(),
        second.reminderJob.runOnce(),
      ]);
      for (const { feeId } of fees) {
        expect(await remindersOf(feeId)).toHaveLength(1);
        expect(await messagesOf(feeId)).toHaveLength(2);
      }
      const queued = await ctx.app.db
        .selectFrom('notifications')
        .select('address')
        .where('event', '=', 'fee-reminder')
        .where('params', 'like', '%2026-08-11%')
        .execute();
      expect(queued).toHaveLength(6);
    } finally {
      if (second !== ctx.app) await second.close();
    }
  });

  it("lists who was reminded on the student's schedule screen, with channel and status", async () => {
    const { user, feeId } = await admit('2026-09-01');
    await runOn('2026-09-08');
    const res = await as(ctx.app, ctx.admin, {
      method: 'GET',
      url: `/api/v1/payment/schedule/${feeId}/reminders`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ studentId: user.id, studentName: user.user_name, paused: null });
    expect(data.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          recipientName: user.user_name,
          recipientRole: 'student',
          channel: 'whatsapp',
          dueOn: '2026-09-11',
          offsetDays: -3,
          amount: 4000,
          courseTitle: 'Tally Prime',
        }),
        expect.objectContaining({ recipientName: 'Ramesh Verma', recipientRole: 'parent' }),
      ]),
    );
    expect(data.messages).toHaveLength(2);
    for (const message of data.messages)
      expect(['queued', 'sending', 'sent', 'delivered', 'read']).toContain(message.status);
  });

  it("sends a part's reminder now at the admin's word, through WhatsApp, once a day, never for a part paid or a student paused", async () => {
    await ctx.app.notifications.stop();
    const { user, feeId } = await admit('2026-10-01');
    const remindNow = (seq: number, fee = feeId) =>
      as(ctx.app, ctx.admin, {
        method: 'POST',
        url: `/api/v1/payment/schedule/${fee}/parts/${seq}/remind`,
      });

    // Six days before the second part's day: not a reminder day of the settings.
    clock.today = '2026-10-05';
    const sent = await remindNow(1);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Reminder sent',
      data: {
        amount: 4000,
        dueOn: '2026-10-11',
        reminded: [
          { name: user.user_name, role: 'student' },
          { name: 'Ramesh Verma', role: 'parent' },
        ],
      },
    });
    expect((await remindersOf(feeId)).map((r) => [r.offset_days, r.sent_on, r.amount])).toEqual([
      [-6, '2026-10-05', 400_000],
    ]);

    const messages = await sendBoth(feeId);
    const part = await ctx.app.db
      .selectFrom('fee_parts')
      .select('id')
      .where('fee_id', '=', feeId)
      .where('seq', '=', 1)
      .executeTakeFirstOrThrow();
    for (const row of messages) {
      const [accepted] = ctx.meta.accepted.filter((m) => m.bizOpaqueCallbackData === row.id);
      expect(accepted!.template).toMatchObject({ name: 'fee_reminder', language: row.language });
      expect(accepted!.template.parameters[2]).toBe('₹4,000.00');
      const link = accepted!.template.parameters[5]!;
      expect(ctx.app.payLinks.partOf(decodeURIComponent(link.split('/pay/')[1]!))).toBe(part.id);
    }

    // Once a day: again the same day is refused; the job's reminders of other days still go.
    const again = await remindNow(1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This part was already reminded today.');
    await runOn('2026-10-08');
    expect((await remindersOf(feeId)).map((r) => r.offset_days)).toEqual([-6, -3]);
    // Sent now on the due day, it is the day's reminder: the job sends no second one.
    clock.today = '2026-10-11';
    expect((await remindNow(1)).statusCode).toBe(200);
    await runOn('2026-10-11');
    expect((await remindersOf(feeId)).map((r) => r.offset_days)).toEqual([-6, -3, 0]);

    const activity = await as(ctx.app, ctx.admin, {
      method: 'GET',
      url: '/api/v1/activity?kind=fee%20reminders',
    });
    expect(activity.json().data.activity[0]).toMatchObject({
      action: 'sent',
      summary: `${user.email}: reminder of ₹4,000 due on 2026-10-11 sent to ${user.user_name}, Ramesh Verma`,
    });

    // The first part is paid; a paused student's part is not reminded; a part not there is 404.
    const paid = await remindNow(0);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This part of the fee is already paid.');
    await as(ctx.app, ctx.admin, {
      method: 'PUT',
      url: `/api/v1/payment/reminders/${user.id}/pause`,
      payload: { paused: true },
    });
    clock.today = '2026-10-12';
    const paused = await remindNow(1);
    expect(paused.statusCode).toBe(409);
    expect(paused.json().message).toBe(
      "This student's reminders are paused. Resume them to send one.",
    );
    expect((await remindNow(7)).statusCode).toBe(404);
    expect((await remindNow(1, 'no-such-fee')).statusCode).toBe(404);
    expect(await remindersOf(feeId)).toHaveLength(3);
  });

  async function studentCookie() {
    const { user, password } = await makeUser(ctx.app.db);
    const { logIn } = await import('../helpers/requests');
    return logIn(ctx.app, user.email, password);
  }
});

/** The pay link a reminder's text carries. */
function linkIn(message: Pick<Notification, 'text'>): string {
  const link = /https?:\/\/\S+\/pay\/\S+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no pay link in ${message.text}`);
  return link;
}
