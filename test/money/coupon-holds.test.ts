import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/database';
import { makeCourse, makePayment } from '../helpers/factories';
import { as } from '../helpers/requests';
import { lapseOrder, studentSession } from '../helpers/money';
import { waitForMail } from '../helpers/outbox';
import { paymentWebhook, razorpaySite, verifyPaid } from '../helpers/razorpay-site';
import { moneySite } from './money-site';

const checkout = (app: FastifyInstance, cookie: string, courseId: string, couponCode?: string) =>
  as(app, cookie, {
    method: 'POST',
    url: '/api/v1/payment/checkout',
    payload: { courseId, ...(couponCode ? { couponCode } : {}) },
  });

const createCoupon = (app: FastifyInstance, admin: string, body: Record<string, unknown>) =>
  as(app, admin, {
    method: 'POST',
    url: '/api/v1/payment/coupons',
    payload: { kind: 'percent', value: 90, maxUses: 1, ...body },
  });

const paymentOf = (db: Db, orderId: string) =>
  db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

const couponUses = async (db: Db, code: string) => {
  const coupon = await db
    .selectFrom('coupons')
    .select(['id', 'uses'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const used = await db
    .selectFrom('coupon_redemptions')
    .select('user_id')
    .where('coupon_id', '=', coupon.id)
    .where('status', '=', 'used')
    .execute();
  return { uses: Number(coupon.uses), usedBy: used.map((row) => row.user_id) };
};

describe('coupon holds through Razorpay, which takes a payment for any order it made', () => {
  const ctx = razorpaySite();

  it('gives a one-use coupon to exactly one of several students whose holds failed, lapsed or were replaced', async () => {
    const { app, admin, site } = ctx;
    const course = await makeCourse(app, { course_price: 1_000_000 });
    expect((await createCoupon(app, admin, { code: 'NINETY' })).statusCode).toBe(200);
    type Student = Awaited<ReturnType<typeof studentSession>>;
    const [s1, s2, s3, s4, s5, s6] = (await Promise.all(
      Array.from({ length: 6 }, () => studentSession(app)),
    )) as [Student, Student, Student, Student, Student, Student];

    // A failed attempt keeps the hold: Razorpay's window lets the student try again.
    const first = (await checkout(app, s1.cookie, course.id, 'NINETY')).json().data;
    expect(first.amount).toBe(100_000);
    expect(
      (await paymentWebhook(app, 'payment.failed', first.id, 'pay_s1_failed')).statusCode,
    ).toBe(200);
    const refused = await checkout(app, s2.cookie, course.id, 'NINETY');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This coupon code has been fully used.');

    // Then it lapses, and the next student's hold lapses too.
    await lapseOrder(app.db, first.id);
    const second = (await checkout(app, s2.cookie, course.id, 'NINETY')).json().data;
    await lapseOrder(app.db, second.id);
    // A third student's order is replaced by one of theirs without the coupon.
    const third = (await checkout(app, s3.cookie, course.id, 'NINETY')).json().data;
    const thirdPlain = (await checkout(app, s3.cookie, course.id)).json().data;
    expect(thirdPlain.id).not.toBe(third.id);
    // The fourth holds the use; the last two are refused.
    const fourth = (await checkout(app, s4.cookie, course.id, 'NINETY')).json().data;
    expect(fourth.amount).toBe(100_000);
    for (const late of [s5, s6]) {
      expect((await checkout(app, late.cookie, course.id, 'NINETY')).statusCode).toBe(409);
    }

    // Then all of them pay, the fourth last.
    expect((await paymentWebhook(app, 'payment.captured', first.id, 'pay_s1')).statusCode).toBe(
      200,
    );
    const late = await verifyPaid(app, s2.cookie, second.id, 'pay_s2');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Your payment arrived after this order had expired or been replaced, so its coupon was no longer held for you and you have not been enrolled. The payment will be refunded in full; please buy the course again.',
    );
    expect((await verifyPaid(app, s3.cookie, third.id, 'pay_s3')).statusCode).toBe(409);
    expect((await verifyPaid(app, s4.cookie, fourth.id, 'pay_s4')).statusCode).toBe(200);

    expect(await couponUses(app.db, 'NINETY')).toEqual({ uses: 1, usedBy: [s4.user.id] });
    const enrolled = await app.db
      .selectFrom('enrollments')
      .select('user_id')
      .where('course_id', '=', course.id)
      .execute();
    expect(enrolled.map((row) => row.user_id)).toEqual([s4.user.id]);
    for (const [orderId, paymentId] of [
      [first.id, 'pay_s1'],
      [second.id, 'pay_s2'],
      [third.id, 'pay_s3'],
    ]) {
      expect(await paymentOf(app.db, orderId)).toMatchObject({
        status: 'failed',
        payment_id: paymentId,
        refund_reason: 'coupon_gone',
      });
    }
    expect(
      await app.db
        .selectFrom('invoices')
        .select('user_id')
        .where('course_id', '=', course.id)
        .execute(),
    ).toEqual([{ user_id: s4.user.id }]);

    const list = await as(app, admin, { method: 'GET', url: '/api/v1/payment?status=failed' });
    const row = list.json().data.data.find((r: { orderId: string }) => r.orderId === first.id);
    expect(row).toMatchObject({
      paymentId: 'pay_s1',
      couponCode: 'NINETY',
      refund: "Refund due: paid after the order's coupon hold had ended, so it was not settled.",
    });
    const mail = await waitForMail(site, s1.user.email, 'Payment to be refunded');
    expect(mail).toContain('pay_s1');
    expect(mail).toContain('you have not been enrolled');
  });

  it('checks the paid uses again under the coupon lock when the payment arrives', async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app, { course_price: 500_000 });
    const coupon = (await createCoupon(app, admin, { code: 'RECHECK' })).json().data;
    const buyer = await studentSession(app);
    const order = (await checkout(app, buyer.cookie, course.id, 'RECHECK')).json().data;
    // A use counted while the order was open, as a payment settled elsewhere would be.
    const other = await studentSession(app);
    const elsewhere = await makePayment(app.db, other.user.id, course.id, { status: 'created' });
    await app.db
      .insertInto('coupon_redemptions')
      .values({
        payment_id: elsewhere.id,
        coupon_id: coupon._id,
        user_id: other.user.id,
        status: 'used',
        expires_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await verifyPaid(app, buyer.cookie, order.id, 'pay_recheck')).statusCode).toBe(409);
    expect(await paymentOf(app.db, order.id)).toMatchObject({ refund_reason: 'coupon_gone' });
  });

  it('offers the same order again, and a different coupon replaces it and frees its hold', async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app, { course_price: 300_000 });
    await createCoupon(app, admin, { code: 'MINEONCE', value: 10, maxUses: null, perStudent: 1 });
    await createCoupon(app, admin, { code: 'OTHER', value: 20, maxUses: null });
    const buyer = await studentSession(app);
    const first = (await checkout(app, buyer.cookie, course.id, 'MINEONCE')).json().data;
    expect(first.timeout).toBeGreaterThan(14 * 60);
    expect(first.timeout).toBeLessThanOrEqual(15 * 60);
    // The student's own hold on this course does not count against their limit.
    const again = await checkout(app, buyer.cookie, course.id, 'mineonce');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.id);
    const other = (await checkout(app, buyer.cookie, course.id, 'OTHER')).json().data;
    expect(other.id).not.toBe(first.id);
    const holds = await app.db
      .selectFrom('coupon_redemptions')
      .innerJoin('payments', 'payments.id', 'coupon_redemptions.payment_id')
      .select(['payments.order_id', 'coupon_redemptions.status'])
      .where('payments.user_id', '=', buyer.user.id)
      .orderBy('payments.created_at')
      .execute();
    expect(holds).toEqual([
      { order_id: first.id, status: 'released' },
      { order_id: other.id, status: 'held' },
    ]);
  });
});

describe('coupon holds with the built-in test provider', () => {
  const ctx = moneySite();

  it('pays an order only while it is open: not after its failure, nor after its window', async () => {
    const { app, admin } = ctx;
    const course = await makeCourse(app, { course_price: 200_000 });
    await createCoupon(app, admin, { code: 'TESTONCE' });
    const buyer = await studentSession(app);
    const failed = (await checkout(app, buyer.cookie, course.id, 'TESTONCE')).json().data;
    await as(app, buyer.cookie, {
      method: 'POST',
      url: '/api/v1/payment/test/fail',
      payload: { order_id: failed.id },
    });
    const payFailed = await as(app, buyer.cookie, {
      method: 'POST',
      url: '/api/v1/payment/test/pay',
      payload: { order_id: failed.id },
    });
    expect(payFailed.statusCode).toBe(409);
    expect(payFailed.json().message).toBe(
      'This order can no longer be paid. Please buy the course again.',
    );

    const expired = (await checkout(app, buyer.cookie, course.id, 'TESTONCE')).json().data;
    expect(expired.id).not.toBe(failed.id);
    await lapseOrder(app.db, expired.id);
    const payExpired = await as(app, buyer.cookie, {
      method: 'POST',
      url: '/api/v1/payment/test/pay',
      payload: { order_id: expired.id },
    });
    expect(payExpired.statusCode).toBe(409);
    expect(await couponUses(app.db, 'TESTONCE')).toEqual({ uses: 0, usedBy: [] });
  });
});
