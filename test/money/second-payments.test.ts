import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from '../helpers/factories';
import { studentSession } from '../helpers/money';
import { waitForMail } from '../helpers/outbox';
import { paymentWebhook, razorpaySite, verifyPaid } from '../helpers/razorpay-site';
import { as } from '../helpers/requests';
import { startApp, testDb } from '../helpers/test-app';

const ALREADY_BOUGHT =
  'You had already bought this course, so this payment was not used. It will be refunded in full, and you keep your access.';

describe('a course paid twice through two open orders', () => {
  const ctx = razorpaySite();
  let courseId: string;

  const checkout = (cookie: string, couponCode?: string) =>
    as(ctx.app, cookie, {
      method: 'POST',
      url: '/api/v1/payment/checkout',
      payload: { courseId, ...(couponCode ? { couponCode } : {}) },
    });

  /** A student with two open orders for the course: one at its price, one with a coupon. */
  async function twoOrders() {
    const buyer = await studentSession(ctx.app);
    const plain = (await checkout(buyer.cookie)).json().data as { id: string };
    const discounted = (await checkout(buyer.cookie, 'TENOFF')).json().data as { id: string };
    expect(discounted.id).not.toBe(plain.id);
    return { ...buyer, orders: [plain.id, discounted.id] as const };
  }

  /** What the student's orders for the course became, and what they were given. */
  async function outcome(userId: string) {
    const payments = await ctx.app.db
      .selectFrom('payments')
      .select(['order_id', 'status', 'payment_id', 'refund_reason'])
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .orderBy('created_at')
      .execute();
    const count = async (table: 'enrollments' | 'invoices') =>
      (
        await ctx.app.db
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', userId)
          .where('course_id', '=', courseId)
          .execute()
      ).length;
    const redemptions = await ctx.app.db
      .selectFrom('coupon_redemptions')
      .select('status')
      .where('user_id', '=', userId)
      .execute();
    return {
      payments,
      enrollments: await count('enrollments'),
      documents: await count('invoices'),
      holds: redemptions.map((row) => row.status),
    };
  }

  beforeAll(async () => {
    courseId = (await makeCourse(ctx.app, { course_price: 250_000 })).id;
    await as(ctx.app, ctx.admin, {
      method: 'POST',
      url: '/api/v1/payment/coupons',
      payload: { code: 'TENOFF', kind: 'percent', value: 10 },
    });
  });

  it('reuses the open order for the same course, price and coupon', async () => {
    const buyer = await studentSession(ctx.app);
    const ordersBefore = ctx.razorpay.orders.size;
    const first = (await checkout(buyer.cookie)).json().data;
    const again = (await checkout(buyer.cookie)).json().data;
    expect(again).toMatchObject({ id: first.id, amount: 250_000 });
    expect(ctx.razorpay.orders.size).toBe(ordersBefore + 1);
  });

  it('enrolls on the first payment and flags the second for refund (verification, then webhook)', async () => {
    const buyer = await twoOrders();
    const [plain, discounted] = buyer.orders;
    expect((await verifyPaid(ctx.app, buyer.cookie, plain, 'pay_first')).statusCode).toBe(200);
    const second = await paymentWebhook(ctx.app, 'payment.captured', discounted, 'pay_second');
    expect(second.json()).toEqual({ success: true, message: 'Processed' });
    expect(await outcome(buyer.user.id)).toEqual({
      payments: [
        { order_id: plain, status: 'paid', payment_id: 'pay_first', refund_reason: null },
        {
          order_id: discounted,
          status: 'failed',
          payment_id: 'pay_second',
          refund_reason: 'already_enrolled',
        },
      ],
      enrollments: 1,
      documents: 1,
      holds: ['released'],
    });
    const list = await as(ctx.app, ctx.admin, { method: 'GET', url: '/api/v1/payment' });
    const row = list.json().data.data.find((r: { orderId: string }) => r.orderId === discounted);
    expect(row).toMatchObject({
      paymentStatus: 'failed',
      paymentId: 'pay_second',
      refund: 'Refund due: the student had already bought this course.',
      documents: [],
    });
    const mail = await waitForMail(ctx.site, buyer.user.email, 'Payment to be refunded');
    expect(mail).toContain('pay_second');
    expect(mail).toContain('you keep your access');
  });

  it('tells the student at verification when the webhook settled the other order first', async () => {
    const buyer = await twoOrders();
    const [plain, discounted] = buyer.orders;
    await paymentWebhook(ctx.app, 'payment.captured', discounted, 'pay_hook');
    const second = await verifyPaid(ctx.app, buyer.cookie, plain, 'pay_browser');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: ALREADY_BOUGHT });
    // Verification repeated, and the webhook for the same payment, change nothing.
    expect((await verifyPaid(ctx.app, buyer.cookie, plain, 'pay_browser')).statusCode).toBe(409);
    await paymentWebhook(ctx.app, 'payment.captured', plain, 'pay_browser');
    expect(await outcome(buyer.user.id)).toEqual({
      payments: [
        {
          order_id: plain,
          status: 'failed',
          payment_id: 'pay_browser',
          refund_reason: 'already_enrolled',
        },
        { order_id: discounted, status: 'paid', payment_id: 'pay_hook', refund_reason: null },
      ],
      enrollments: 1,
      documents: 1,
      holds: ['used'],
    });
  });

  it('settles only one of two orders paid at the same moment', async () => {
    // On PostgreSQL the two payments are settled by two servers sharing the database.
    const other: FastifyInstance = testDb === 'postgres' ? await startApp(ctx.site) : ctx.app;
    try {
      for (let round = 0; round < 4; round++) {
        const buyer = await twoOrders();
        const [plain, discounted] = buyer.orders;
        const answers = await Promise.all([
          verifyPaid(ctx.app, buyer.cookie, plain, `pay_a${round}`),
          paymentWebhook(other, 'payment.captured', discounted, `pay_b${round}`),
        ]);
        const { payments, enrollments, documents } = await outcome(buyer.user.id);
        const plainPaid = payments.find((p) => p.order_id === plain)?.status === 'paid';
        expect(answers.map((res) => res.statusCode)).toEqual([plainPaid ? 200 : 409, 200]);
        expect(payments.map((p) => p.status).sort()).toEqual(['failed', 'paid']);
        expect(payments.find((p) => p.status === 'failed')?.refund_reason).toBe('already_enrolled');
        expect({ enrollments, documents }).toEqual({ enrollments: 1, documents: 1 });
      }
    } finally {
      if (other !== ctx.app) await other.close();
    }
  });
});
