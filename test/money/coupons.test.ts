import { describe, expect, it } from 'vitest';
import { makeCourse } from '../helpers/factories';
import { indiaToday } from '#server/db/time';
import { as } from '../helpers/requests';
import { buyOnline, studentSession } from '../helpers/money';
import { startApp, testDb } from '../helpers/test-app';
import { moneySite } from './money-site';

const dayFromToday = (days: number) =>
  new Date(Date.parse(`${indiaToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('coupons', () => {
  const ctx = moneySite();
  let n = 0;
  const createCoupon = (body: Record<string, unknown>) =>
    as(ctx.app, ctx.admin, {
      method: 'POST',
      url: '/api/v1/payment/coupons',
      payload: { code: `CODE${++n}`, kind: 'percent', value: 10, ...body },
    });
  const quote = (cookie: string | undefined, courseId: string, couponCode?: string) =>
    as(ctx.app, cookie, {
      method: 'POST',
      url: '/api/v1/payment/quote',
      payload: { courseId, couponCode },
    });
  const usesOf = async (code: string) =>
    Number(
      (
        await ctx.app.db
          .selectFrom('coupons')
          .select('uses')
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).uses,
    );

  it('checks what an admin enters', async () => {
    expect((await createCoupon({ kind: 'percent', value: 101 })).json().message).toBe(
      'A percentage is a whole number from 1 to 100.',
    );
    expect((await createCoupon({ code: 'no spaces' })).statusCode).toBe(400);
    expect(
      (await createCoupon({ validFrom: '2026-05-01', validTo: '2026-04-01' })).json().message,
    ).toBe('The end date is before the start date.');
    expect((await createCoupon({ courseId: 'nope' })).statusCode).toBe(404);
    expect((await createCoupon({ code: 'TWICE' })).statusCode).toBe(200);
    const twice = await createCoupon({ code: 'twice' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('A coupon with this code already exists.');
    const { cookie } = await studentSession(ctx.app);
    expect(
      (
        await as(ctx.app, cookie, {
          method: 'POST',
          url: '/api/v1/payment/coupons',
          payload: { code: 'MINE', kind: 'flat', value: 1 },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('shows the discount and final price, and refuses codes that do not apply', async () => {
    const course = await makeCourse(ctx.app, { course_price: 499900 });
    const other = await makeCourse(ctx.app);
    await createCoupon({ code: 'SAVE15', kind: 'percent', value: 15 });
    await createCoupon({ code: 'FLAT500', kind: 'flat', value: 500, courseId: course.id });
    await createCoupon({ code: 'LATER', validFrom: dayFromToday(1) });
    await createCoupon({ code: 'GONE', validTo: dayFromToday(-1) });
    await createCoupon({ code: 'TODAY', validFrom: indiaToday(), validTo: indiaToday() });
    await createCoupon({ code: 'OFF', active: false });

    expect((await quote(undefined, course.id, ' save15 ')).json().data).toEqual({
      price: 4999,
      discount: 749.85,
      total: 4249.15,
      couponCode: 'SAVE15',
      gst: 'none',
    });
    expect((await quote(undefined, course.id, 'FLAT500')).json().data).toMatchObject({
      discount: 500,
      total: 4499,
    });
    expect((await quote(undefined, course.id, 'TODAY')).statusCode).toBe(200);
    const refusals: [string, string, string][] = [
      [other.id, 'FLAT500', 'This coupon code is not valid for this course.'],
      [course.id, 'LATER', 'This coupon code is not valid yet.'],
      [course.id, 'GONE', 'This coupon code has expired.'],
      [course.id, 'OFF', 'This coupon code is not valid.'],
      [course.id, 'NOSUCH', 'This coupon code is not valid.'],
    ];
    for (const [courseId, code, message] of refusals) {
      const res = await quote(undefined, courseId, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const { cookie } = await studentSession(ctx.app);
    const refused = await as(ctx.app, cookie, {
      method: 'POST',
      url: '/api/v1/payment/checkout',
      payload: { courseId: course.id, couponCode: 'GONE' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('counts a use only when the payment succeeds, and enforces the per-student limit', async () => {
    const { app } = ctx;
    const course = await makeCourse(app, { course_price: 200000 });
    const second = await makeCourse(app, { course_price: 200000 });
    await createCoupon({ code: 'ONCEEACH', kind: 'flat', value: 250, perStudent: 1 });
    const { cookie } = await studentSession(app);
    const order = await as(app, cookie, {
      method: 'POST',
      url: '/api/v1/payment/checkout',
      payload: { courseId: course.id, couponCode: 'ONCEEACH' },
    });
    expect(order.json().data.amount).toBe(175000);
    expect(await usesOf('ONCEEACH')).toBe(0);
    // A failed payment gives the use back.
    await as(app, cookie, {
      method: 'POST',
      url: '/api/v1/payment/test/fail',
      payload: { order_id: order.json().data.id },
    });
    expect((await quote(cookie, course.id, 'ONCEEACH')).statusCode).toBe(200);
    expect((await buyOnline(app, cookie, course.id, 'ONCEEACH')).statusCode).toBe(200);
    expect(await usesOf('ONCEEACH')).toBe(1);
    const row = await app.db
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'paid')
      .where('course_id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount: 175000, discount: 25000, mode: 'online' });
    const again = await quote(cookie, second.id, 'ONCEEACH');
    expect(again.json().message).toBe('You have already used this coupon code.');
    const someoneElse = await studentSession(app);
    expect((await quote(someoneElse.cookie, second.id, 'ONCEEACH')).statusCode).toBe(200);
  });

  it('lets only one of two students racing for the last use have it', async () => {
    const { app } = ctx;
    const course = await makeCourse(app, { course_price: 300000 });
    await createCoupon({ code: 'LASTONE', kind: 'percent', value: 50, maxUses: 1 });
    // On PostgreSQL the two checkouts go to two servers sharing the database.
    const other = testDb === 'postgres' ? await startApp(ctx.site) : app;
    try {
      for (let round = 0; round < 3; round++) {
        const a = await studentSession(app);
        const b = await studentSession(app);
        const [first, second] = await Promise.all([
          as(app, a.cookie, {
            method: 'POST',
            url: '/api/v1/payment/checkout',
            payload: { courseId: course.id, couponCode: 'LASTONE' },
          }),
          as(other, b.cookie, {
            method: 'POST',
            url: '/api/v1/payment/checkout',
            payload: { courseId: course.id, couponCode: 'LASTONE' },
          }),
        ]);
        expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
        const loser = first.statusCode === 409 ? first : second;
        expect(loser.json().message).toBe('This coupon code has been fully used.');
        const winner = first.statusCode === 200 ? first : second;
        const winnerApp = first.statusCode === 200 ? app : other;
        const cookie = first.statusCode === 200 ? a.cookie : b.cookie;
        if (round < 2) {
          // The winner's payment fails: the use is free again for the next round.
          await as(winnerApp, cookie, {
            method: 'POST',
            url: '/api/v1/payment/test/fail',
            payload: { order_id: winner.json().data.id },
          });
        } else {
          const proof = await as(winnerApp, cookie, {
            method: 'POST',
            url: '/api/v1/payment/test/pay',
            payload: { order_id: winner.json().data.id },
          });
          await as(winnerApp, cookie, {
            method: 'POST',
            url: '/api/v1/payment/verifyPayment',
            payload: proof.json().data,
          });
        }
      }
      expect(await usesOf('LASTONE')).toBe(1);
      const late = await studentSession(app);
      expect((await quote(late.cookie, course.id, 'LASTONE')).json().message).toBe(
        'This coupon code has been fully used.',
      );
    } finally {
      if (other !== app) await other.close();
    }
  });

  it('enrolls with a 100% code without any payment window', async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app, { course_price: 450000 });
    await createCoupon({ code: 'FREEPASS', kind: 'percent', value: 100, maxUses: 5 });
    const { user, cookie } = await studentSession(app);
    expect((await quote(cookie, course.id, 'FREEPASS')).json().data).toMatchObject({
      discount: 4500,
      total: 0,
    });
    const res = await as(app, cookie, {
      method: 'POST',
      url: '/api/v1/payment/checkout',
      payload: { courseId: course.id, couponCode: 'FREEPASS' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ provider: 'free', amount: 0 });
    const profile = await as(app, cookie, { method: 'GET', url: '/api/v1/user/profile' });
    expect(profile.json().data.enrolledCourse).toContain(course.id);
    const enrollment = await app.db
      .selectFrom('enrollments')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(enrollment).toMatchObject({ source: 'free', reason: 'Coupon FREEPASS' });
    expect(await usesOf('FREEPASS')).toBe(1);
    expect(
      await app.db.selectFrom('invoices').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    const list = await as(app, admin, { method: 'GET', url: '/api/v1/payment' });
    const row = list
      .json()
      .data.data.find((r: { user: { _id: string } }) => r.user._id === user.id);
    expect(row).toMatchObject({
      mode: 'coupon',
      amount: 0,
      discount: 4500,
      couponCode: 'FREEPASS',
      paymentStatus: 'paid',
    });
  });

  it('lists coupons with their uses and switches them off', async () => {
    const created = (await createCoupon({ code: 'SWITCH' })).json().data;
    const off = await as(ctx.app, ctx.admin, {
      method: 'PATCH',
      url: `/api/v1/payment/coupons/${created._id}`,
      payload: { active: false },
    });
    expect(off.json().data).toMatchObject({
      code: 'SWITCH',
      active: false,
      uses: 0,
      createdBy: 'Admin',
    });
    const list = await as(ctx.app, ctx.admin, { method: 'GET', url: '/api/v1/payment/coupons' });
    expect(list.json().data.data.map((c: { code: string }) => c.code)).toContain('SWITCH');
    expect(
      (
        await as(ctx.app, ctx.admin, {
          method: 'PATCH',
          url: '/api/v1/payment/coupons/nope',
          payload: { active: true },
        })
      ).statusCode,
    ).toBe(404);
  });
});
