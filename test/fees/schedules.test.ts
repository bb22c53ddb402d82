import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../helpers/catalogue';
import { makeCourse, makeUser } from '../helpers/factories';
import { deskPay } from '../helpers/money';
import { as, logIn } from '../helpers/requests';
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

describe('instalment plans, schedules and the dues ledger', () => {
  const clock = { today: '2026-04-01' };
  const ctx = {} as {
    site: TestSite;
    app: Awaited<ReturnType<typeof startApp>>;
    admin: string;
  };
  beforeAll(async () => {
    ctx.site = await createTestSite();
    ctx.app = await startApp(ctx.site, { today: () => clock.today });
    ctx.admin = await adminSession(ctx.app);
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.site.dispose();
  });

  const addPlan = (courseId: string, plan: object, cookie = ctx.admin) =>
    as(ctx.app, cookie, {
      method: 'POST',
      url: `/api/v1/payment/plans/${courseId}`,
      payload: plan,
    });
  const schedule = (feeId: string, cookie: string) =>
    as(ctx.app, cookie, { method: 'GET', url: `/api/v1/payment/schedule/${feeId}` });
  const dues = (query = '') =>
    as(ctx.app, ctx.admin, { method: 'GET', url: `/api/v1/payment/dues${query}` });

  it('keeps plans, puts a fee on one at the desk, settles parts earliest first, and ages what is overdue', async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app, { course_title: 'Tally Prime', course_price: 999_999 });
    const other = await makeCourse(app, { course_title: 'Excel', course_price: 300_000 });

    const wrong = await addPlan(course.id, {
      ...monthly,
      parts: monthly.parts.slice(0, 3),
      remainderPart: 2,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The percentage parts must add up to exactly 100%.');
    const { user, password } = await makeUser(app.db);
    const student = await logIn(app, user.email, password);
    expect((await addPlan(course.id, monthly, student)).statusCode).toBe(403);

    const saved = await addPlan(course.id, monthly);
    expect(saved.statusCode).toBe(200);
    const plan = saved.json().data;
    const otherPlan = (
      await addPlan(other.id, {
        name: 'Whole fee the next day',
        parts: [{ kind: 'percent', value: 100, due: 'days', after: 1 }],
        remainderPart: 0,
      })
    ).json().data;
    const listed = await as(app, admin, {
      method: 'GET',
      url: `/api/v1/payment/plans/${course.id}`,
    });
    expect(listed.json().data).toEqual([plan]);

    const foreignPlan = await deskPay(app, admin, {
      email: user.email,
      courseId: course.id,
      amount: 5000,
      planId: otherPlan._id,
    });
    expect(foreignPlan.statusCode).toBe(400);
    expect(foreignPlan.json().message).toBe("Choose one of this course's instalment plans.");
    expect(await app.db.selectFrom('payments').selectAll().execute()).toEqual([]);

    const first = await deskPay(app, admin, {
      email: user.email,
      courseId: course.id,
      amount: 5000,
      planId: plan._id,
    });
    expect(first.statusCode).toBe(200);
    const feeId = first.json().data._id;

    const mine = await schedule(feeId, student);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      planName: monthly.name,
      fee: 9999.99,
      paid: 5000,
      balance: 4999.99,
      nextDue: { dueOn: '2026-02-10', amount: 999.98 },
      parts: [
        {
          seq: 0,
          dueOn: '2026-01-10',
          amount: 3999.99,
          paid: 3999.99,
          state: 'paid',
          overdue: false,
        },
        {
          seq: 1,
          dueOn: '2026-02-10',
          amount: 1999.99,
          paid: 1000.01,
          state: 'part_paid',
          overdue: true,
        },
        { seq: 2, dueOn: '2026-03-10', amount: 1999.99, paid: 0, state: 'due', overdue: true },
        { seq: 3, dueOn: '2026-04-10', amount: 2000.02, paid: 0, state: 'due', overdue: false },
      ],
    });

    // A second student, a quarter's fee overdue well past ninety days.
    const late = await makeUser(app.db);
    const lateFee = await deskPay(app, admin, {
      email: late.user.email,
      courseId: other.id,
      amount: 1,
      paidOn: '2025-11-01',
      planId: otherPlan._id,
    });
    expect(lateFee.statusCode).toBe(200);
    // A fee without a plan is not on the ledger.
    expect(
      (await deskPay(app, admin, { email: late.user.email, courseId: course.id, amount: 10 }))
        .statusCode,
    ).toBe(200);

    expect((await schedule(lateFee.json().data._id, student)).statusCode).toBe(404);
    expect((await schedule(feeId, '')).statusCode).toBe(401);
    expect(
      (await as(app, student, { method: 'GET', url: '/api/v1/payment/dues' })).statusCode,
    ).toBe(403);
    const own = await as(app, student, { method: 'GET', url: '/api/v1/payment/my-schedules' });
    expect(own.json().data.map((s: { feeId: string }) => s.feeId)).toEqual([feeId]);

    const ledger = await dues();
    expect(ledger.statusCode).toBe(200);
    const byFee = Object.fromEntries(
      ledger.json().data.rows.map((row: { feeId: string }) => [row.feeId, row]),
    );
    expect(Object.keys(byFee).sort()).toEqual([feeId, lateFee.json().data._id].sort());
    expect(byFee[feeId]).toMatchObject({
      fee: 9999.99,
      dueSoFar: 7999.97,
      paid: 5000,
      outstanding: 4999.99,
      overdue: 2999.97,
      nextDue: { dueOn: '2026-02-10', amount: 999.98 },
      // 10 February is 50 days before 1 April; 10 March, 22.
      ageing: { '0-30': 1999.99, '31-60': 999.98, '61-90': 0, '90+': 0 },
    });
    expect(byFee[lateFee.json().data._id]).toMatchObject({
      overdue: 2999,
      ageing: { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 2999 },
    });
    expect(ledger.json().data.totals).toEqual({
      fee: 12999.99,
      dueSoFar: 10999.97,
      paid: 5001,
      outstanding: 7998.99,
      overdue: 5998.97,
      ageing: { '0-30': 1999.99, '31-60': 999.98, '61-90': 0, '90+': 2999 },
    });
    expect((await dues('?status=90%2B')).json().data.rows).toHaveLength(1);
    expect((await dues(`?course=${course.id}`)).json().data.totals.fee).toBe(9999.99);
    expect((await dues(`?q=${encodeURIComponent(late.user.email)}`)).json().data.rows).toHaveLength(
      1,
    );
    expect((await dues('?status=61-90')).json().data.rows).toEqual([]);

    // Eleven days on, every part has aged into the next bucket and the last one is overdue too.
    clock.today = '2026-04-12';
    const later = (await dues(`?course=${course.id}&status=overdue`)).json().data;
    expect(later.rows[0]).toMatchObject({
      overdue: 4999.99,
      ageing: { '0-30': 2000.02, '31-60': 1999.99, '61-90': 999.98, '90+': 0 },
    });
    clock.today = '2026-04-01';

    const csv = await as(app, admin, { method: 'GET', url: '/api/v1/payment/dues/export.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Overdue 31-60 days');
    expect(csv.body).toContain(
      `${user.email},Tally Prime,9999.99,7999.97,5000.00,4999.99,2999.97,2026-02-10,999.98,1999.99,999.98,0.00,0.00`,
    );
  });

  it("changes one student's schedule with a discount and its reason, audited, and refuses parts that do not add up", async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app, { course_title: 'Python', course_price: 1_000_000 });
    const plan = (await addPlan(course.id, monthly)).json().data;
    const { user } = await makeUser(app.db);
    const paid = await deskPay(app, admin, {
      email: user.email,
      courseId: course.id,
      amount: 5000,
      planId: plan._id,
    });
    const feeId = paid.json().data._id;
    const change = (payload: object, cookie = admin) =>
      as(app, cookie, { method: 'PUT', url: `/api/v1/payment/schedule/${feeId}`, payload });
    const parts = [
      { dueOn: '2026-01-10', amount: 4000 },
      { dueOn: '2026-02-10', amount: 1000 },
      { dueOn: '2026-05-10', amount: 4000 },
    ];

    const short = await change({ parts, discount: 500, reason: 'Merit scholarship' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(
      'The parts add up to ₹9,000, but the fee after the discount is ₹9,500.',
    );
    const belowPaid = await change({
      parts: [{ dueOn: '2026-01-10', amount: 4000 }],
      discount: 6000,
      reason: 'Too much',
    });
    expect(belowPaid.statusCode).toBe(400);
    expect(belowPaid.json().message).toBe(
      'The fee after the discount cannot be less than what has already been paid.',
    );
    const noReason = await change({ parts, discount: 1000, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const { user: other, password } = await makeUser(app.db);
    const student = await logIn(app, other.email, password);
    expect((await change({ parts, discount: 1000, reason: 'Mine' }, student)).statusCode).toBe(403);
    expect(
      (await app.db.selectFrom('fee_parts').selectAll().where('fee_id', '=', feeId).execute()).map(
        (p) => p.amount,
      ),
    ).toEqual([400_000, 200_000, 200_000, 200_000]);

    const done = await change({ parts, discount: 1000, reason: 'Merit scholarship' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      fee: 9000,
      discount: 1000,
      discountReason: 'Merit scholarship',
      balance: 4000,
      nextDue: { dueOn: '2026-05-10', amount: 4000 },
      parts: [
        { seq: 0, amount: 4000, state: 'paid' },
        { seq: 1, amount: 1000, state: 'paid' },
        { seq: 2, amount: 4000, state: 'due', overdue: false },
      ],
    });
    const entry = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', feeId)
      .where('entity', '=', 'fee schedule')
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('updated');
    expect(entry.summary).toBe(
      `${user.email}, "Python": ₹4,000 on 2026-01-10, ₹2,000 on 2026-02-10, ₹2,000 on 2026-03-10, ₹2,000 on 2026-04-10 → ` +
        '₹4,000 on 2026-01-10, ₹1,000 on 2026-02-10, ₹4,000 on 2026-05-10; Discount: ₹0 → ₹1,000; Merit scholarship',
    );

    // The balance at the desk follows the discounted fee, and paying it settles the last part.
    const over = await deskPay(app, admin, {
      email: user.email,
      courseId: course.id,
      amount: 4001,
    });
    expect(over.json().message).toBe('The amount is more than the balance due (₹4,000).');
    const rest = await deskPay(app, admin, {
      email: user.email,
      courseId: course.id,
      amount: 4000,
    });
    expect(rest.json().data).toMatchObject({ fee: 9000, balance: 0, hasAccess: true });
    expect((await schedule(feeId, admin)).json().data).toMatchObject({
      nextDue: null,
      parts: [{ state: 'paid' }, { state: 'paid' }, { state: 'paid' }],
    });
  });
});
