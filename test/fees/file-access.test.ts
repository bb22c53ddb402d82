import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../helpers/catalogue';
import { makeCourse, makeCourseFile } from '../helpers/factories';
import { buyOnline, deskPay, studentSession } from '../helpers/money';
import { as } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

const monthly = {
  name: '40% at admission, then three monthly parts',
  parts: [
    { kind: 'percent', value: 40, due: 'admission' },
    { kind: 'percent', value: 20, due: 'months', after: 1 },
    { kind: 'percent', value: 20, due: 'months', after: 2 },
    { kind: 'percent', value: 20, due: 'months', after: 3 },
  ],
  remainderPart: 3,
};

const PAUSED =
  'Your files for this course are paused because ₹2,000 of its fee is overdue. Pay it at the front desk, or online from My Learning, and they open again at once.';

describe("a fee in parts opens and pauses its course's files", () => {
  const clock = { today: '2026-01-10' };
  const ctx = {} as {
    site: TestSite;
    app: Awaited<ReturnType<typeof startApp>>;
    admin: string;
    courseId: string;
    planId: string;
    fileUrls: string[];
  };
  beforeAll(async () => {
    ctx.site = await createTestSite();
    ctx.app = await startApp(ctx.site, { today: () => clock.today });
    ctx.admin = await adminSession(ctx.app);
    // ₹10,000 in four parts: ₹4,000 on 10 Jan, then ₹2,000 on 10 Feb, 10 Mar and 10 Apr.
    const course = await makeCourse(ctx.app, { course_price: 1_000_000 });
    ctx.courseId = course.id;
    const files = [
      await makeCourseFile(ctx.app, course.id),
      await makeCourseFile(ctx.app, course.id, { kind: 'ebook' }),
      await makeCourseFile(ctx.app, course.id, { kind: 'ppt' }),
    ];
    ctx.fileUrls = files.map((file) => `/api/v1/course/file/${file.id}`);
    const plan = await as(ctx.app, ctx.admin, {
      method: 'POST',
      url: `/api/v1/payment/plans/${course.id}`,
      payload: monthly,
    });
    ctx.planId = plan.json().data._id;
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.site.dispose();
  });

  const setFeeAccess = (feeAccess: object, cookie = ctx.admin) =>
    as(ctx.app, cookie, { method: 'PATCH', url: '/api/v1/settings', payload: { feeAccess } });
  /** A new student admitted on the plan on 10 January with this first payment (rupees). */
  async function admitted(amount: number) {
    const student = await studentSession(ctx.app);
    const paid = await deskPay(ctx.app, ctx.admin, {
      email: student.user.email,
      courseId: ctx.courseId,
      amount,
      planId: ctx.planId,
    });
    expect(paid.statusCode).toBe(200);
    return { ...student, feeId: paid.json().data._id as string };
  }
  const pay = (email: string, amount: number) =>
    deskPay(ctx.app, ctx.admin, { email, courseId: ctx.courseId, amount, paidOn: clock.today });
  const get = (cookie: string, url: string) => as(ctx.app, cookie, { method: 'GET', url });
  /** Every route that lists or hands out the course's files, as this student. */
  const fileRoutes = (cookie: string) =>
    Promise.all(
      [
        ...ctx.fileUrls,
        `/api/v1/course/ppt/${ctx.courseId}`,
        `/api/v1/course/Ebook/${ctx.courseId}`,
      ].map((url) => get(cookie, url)),
    );
  const course = async (cookie: string) =>
    (await get(cookie, `/api/v1/course/singlecourse/${ctx.courseId}`)).json().data as {
      locked: boolean;
      filesPaused: boolean;
    };
  const files = async (cookie: string) =>
    (await get(cookie, '/api/v1/payment/my-schedules')).json().data[0].files;

  it('keeps the setting valid on the server: a rule it knows, 0 to 365 whole days, admins only', async () => {
    const { app, admin } = ctx;
    const settings = await app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(settings.json().data.feeAccess).toEqual({ openFiles: 'first_part', graceDays: 0 });
    for (const wrong of [
      { openFiles: 'never', graceDays: 0 },
      { openFiles: 'full', graceDays: -1 },
      { openFiles: 'full', graceDays: 366 },
      { openFiles: 'full', graceDays: 2.5 },
    ]) {
      const refused = await setFeeAccess(wrong);
      expect(refused.statusCode).toBe(400);
    }
    expect((await setFeeAccess({ openFiles: 'full', graceDays: 400 })).json().message).toBe(
      'Enter a whole number of days from 0 to 365 (0 never pauses the files).',
    );
    const student = await studentSession(app);
    expect(
      (await setFeeAccess({ openFiles: 'admission', graceDays: 0 }, student.cookie)).statusCode,
    ).toBe(403);
    const stored = await as(app, admin, { method: 'GET', url: '/api/v1/settings' });
    expect(stored.json().data.feeAccess).toEqual({ openFiles: 'first_part', graceDays: 0 });
  });

  it('opens the files once the first part is paid (by default), and never pauses them with no grace period set', async () => {
    clock.today = '2026-01-10';
    const student = await admitted(1000);
    for (const res of await fileRoutes(student.cookie).then((all) => all.slice(0, 3))) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Buy this course to open its resources.');
    }
    expect(await course(student.cookie)).toMatchObject({ locked: true, filesPaused: false });
    expect(await files(student.cookie)).toEqual({
      state: 'waiting',
      overdue: 0,
      overdueSince: null,
      payUrl: null,
    });

    expect((await pay(student.user.email, 3000)).statusCode).toBe(200);
    for (const res of await fileRoutes(student.cookie)) expect(res.statusCode).toBe(200);
    expect((await files(student.cookie)).state).toBe('open');

    // Months later, three parts unpaid: with the grace period at 0, nothing pauses.
    clock.today = '2026-06-01';
    for (const res of await fileRoutes(student.cookie)) expect(res.statusCode).toBe(200);
    expect(await course(student.cookie)).toMatchObject({ locked: false, filesPaused: false });
  });

  it('opens them at admission or only when fully paid, as the setting says', async () => {
    clock.today = '2026-01-10';
    expect((await setFeeAccess({ openFiles: 'admission', graceDays: 0 })).statusCode).toBe(200);
    const early = await admitted(1);
    expect((await get(early.cookie, ctx.fileUrls[0]!)).statusCode).toBe(200);

    expect((await setFeeAccess({ openFiles: 'full', graceDays: 0 })).statusCode).toBe(200);
    const late = await admitted(4000);
    expect((await get(late.cookie, ctx.fileUrls[0]!)).statusCode).toBe(403);
    expect((await pay(late.user.email, 6000)).statusCode).toBe(200);
    expect((await get(late.cookie, ctx.fileUrls[0]!)).statusCode).toBe(200);
  });

  it('pauses every file route the day after the grace period, and opens them again once the part is paid', async () => {
    clock.today = '2026-01-10';
    expect((await setFeeAccess({ openFiles: 'first_part', graceDays: 5 })).statusCode).toBe(200);
    const student = await admitted(4000);
    const online = await studentSession(ctx.app);
    expect((await buyOnline(ctx.app, online.cookie, ctx.courseId)).statusCode).toBe(200);
    const stranger = await studentSession(ctx.app);

    // The second part fell due on 10 February; the 15th is the fifth day overdue.
    clock.today = '2026-02-15';
    for (const res of await fileRoutes(student.cookie)) expect(res.statusCode).toBe(200);
    expect((await files(student.cookie)).state).toBe('open');

    clock.today = '2026-02-16';
    for (const res of await fileRoutes(student.cookie)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: PAUSED });
    }
    expect(await course(student.cookie)).toMatchObject({ locked: true, filesPaused: true });
    const paused = await files(student.cookie);
    expect(paused).toMatchObject({ state: 'paused', overdue: 2000, overdueSince: '2026-02-10' });
    expect(paused.payUrl).toMatch(/\/pay\/[\w%.-]+$/);
    const [part] = await ctx.app.db
      .selectFrom('fee_parts')
      .select('id')
      .where('fee_id', '=', student.feeId)
      .where('seq', '=', 1)
      .execute();
    expect(paused.payUrl).toBe(ctx.app.payLinks.url(part!.id));
    // The admin sees it on the student's schedule, and keeps every file.
    const schedule = await get(ctx.admin, `/api/v1/payment/schedule/${student.feeId}`);
    expect(schedule.json().data.files).toMatchObject({ state: 'paused', overdue: 2000 });
    const page = await get(ctx.admin, `/api/v1/user/students/${student.user.id}`);
    expect(page.json().data.courses).toMatchObject([{ _id: ctx.courseId, filesPaused: true }]);
    for (const res of await fileRoutes(ctx.admin)) expect(res.statusCode).toBe(200);

    // Paid in full online: nothing to pause. A stranger still gets no file, nor the schedule.
    for (const res of await fileRoutes(online.cookie)) expect(res.statusCode).toBe(200);
    const refused = await get(stranger.cookie, ctx.fileUrls[0]!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Buy this course to open its resources.');
    expect(
      (await get(stranger.cookie, `/api/v1/payment/schedule/${student.feeId}`)).statusCode,
    ).toBe(404);

    expect((await pay(student.user.email, 2000)).statusCode).toBe(200);
    for (const res of await fileRoutes(student.cookie)) expect(res.statusCode).toBe(200);
    expect(await files(student.cookie)).toMatchObject({ state: 'open', overdue: 0, payUrl: null });
    expect(await course(student.cookie)).toMatchObject({ locked: false, filesPaused: false });
  });
});
