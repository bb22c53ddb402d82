import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from './helpers/factories';
import { reconcileStaleOrders } from '#server/features/payments/settle';
import { outboxMails } from './helpers/outbox';
import { startRazorpayStandIn } from './helpers/razorpay-stand-in';
import { as, logIn, registerStudent, student } from './helpers/requests';
import { expectServerError } from './helpers/server-log';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

const KEY_ID = 'rzp_test_institute';
const KEY_SECRET = 'key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';
const hmac = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

describe('payments through Razorpay', () => {
  let razorpay: Awaited<ReturnType<typeof startRazorpayStandIn>>;
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let courseId: string;
  let buyerNumber = 0;

  beforeAll(async () => {
    razorpay = await startRazorpayStandIn(KEY_ID, KEY_SECRET);
    site = await createTestSite({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: razorpay.url,
    });
    app = await startApp(site);
    courseId = (await makeCourse(app, { course_price: 149900 })).id;
  });

  afterAll(async () => {
    await app.close();
    await razorpay.close();
    await site.dispose();
  });

  it('tells the site that payments are real', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.json().data.testPayments).toBe(false);
  });

  /** A new student with an open order for the course. */
  async function buyerWithOrder() {
    const email = `buyer${++buyerNumber}@example.com`;
    await registerStudent(app, { email });
    const cookie = await logIn(app, email, student.password);
    const res = await as(app, cookie, {
      method: 'POST',
      url: '/api/v1/payment/checkout',
      payload: { courseId },
    });
    expect(res.statusCode).toBe(200);
    return { cookie, order: res.json().data as { id: string; amount: number; key: string } };
  }

  const enrollmentCount = async (orderId: string) => {
    const payment = await app.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const rows = await app.db
      .selectFrom('enrollments')
      .selectAll()
      .where('user_id', '=', payment.user_id)
      .execute();
    return { status: payment.status, enrollments: rows.length };
  };

  const webhook = (body: unknown, options: { secret?: string; eventId?: string } = {}) => {
    const raw = JSON.stringify(body);
    return app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(options.secret ?? WEBHOOK_SECRET, raw),
        ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
      },
      payload: raw,
    });
  };

  const captured = (orderId: string, paymentId: string) => ({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          order_id: orderId,
          status: 'captured',
          amount: 149900,
        },
      },
    },
  });

  it('creates the order at Razorpay with the amount in paise from the database', async () => {
    const { order } = await buyerWithOrder();
    expect(order).toMatchObject({ amount: 149900, key: KEY_ID });
    const stored = razorpay.orders.get(order.id);
    expect(stored).toMatchObject({ amount: 149900, currency: 'INR', notes: { courseId } });
    expect(stored?.receipt).toMatch(/^rcpt_/);
  });

  it('enrolls when the checkout signature is HMAC-SHA256(order_id|payment_id, key_secret)', async () => {
    const { cookie, order } = await buyerWithOrder();
    const forged = await as(app, cookie, {
      method: 'POST',
      url: '/api/v1/payment/verifyPayment',
      payload: {
        order_id: order.id,
        payment_id: 'pay_1',
        signature: hmac('wrong-secret', `${order.id}|pay_1`),
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(await enrollmentCount(order.id)).toEqual({ status: 'created', enrollments: 0 });
    const ok = await as(app, cookie, {
      method: 'POST',
      url: '/api/v1/payment/verifyPayment',
      payload: {
        order_id: order.id,
        payment_id: 'pay_1',
        signature: hmac(KEY_SECRET, `${order.id}|pay_1`),
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(await enrollmentCount(order.id)).toEqual({ status: 'paid', enrollments: 1 });
  });

  it('refuses a webhook with a bad signature and enrolls on a good one, once per event', async () => {
    const { order } = await buyerWithOrder();
    const bad = await webhook(captured(order.id, 'pay_2'), { secret: 'not-the-secret' });
    expect(bad.statusCode).toBe(400);
    expect(await enrollmentCount(order.id)).toEqual({ status: 'created', enrollments: 0 });
    const good = await webhook(captured(order.id, 'pay_2'), { eventId: 'evt_1' });
    expect(good.json()).toEqual({ success: true, message: 'Processed' });
    expect(await enrollmentCount(order.id)).toEqual({ status: 'paid', enrollments: 1 });
    const repeat = await webhook(captured(order.id, 'pay_2'), { eventId: 'evt_1' });
    expect(repeat.json()).toEqual({ success: true, message: 'Already processed' });
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(WEBHOOK_SECRET, '{oops'),
      },
      payload: '{oops',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('marks a failed payment without enrolling', async () => {
    const { order } = await buyerWithOrder();
    const res = await webhook({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_f', order_id: order.id, status: 'failed' } } },
    });
    expect(res.statusCode).toBe(200);
    expect(await enrollmentCount(order.id)).toEqual({ status: 'failed', enrollments: 0 });
  });

  it('enrolls exactly once when verification and webhook race', async () => {
    const { cookie, order } = await buyerWithOrder();
    const proof = {
      order_id: order.id,
      payment_id: 'pay_race',
      signature: hmac(KEY_SECRET, `${order.id}|pay_race`),
    };
    const results = await Promise.all([
      as(app, cookie, { method: 'POST', url: '/api/v1/payment/verifyPayment', payload: proof }),
      webhook(captured(order.id, 'pay_race'), { eventId: 'evt_race_1' }),
      webhook(
        {
          event: 'order.paid',
          payload: {
            order: { entity: { id: order.id } },
            payment: { entity: { id: 'pay_race', order_id: order.id } },
          },
        },
        { eventId: 'evt_race_2' },
      ),
      as(app, cookie, { method: 'POST', url: '/api/v1/payment/verifyPayment', payload: proof }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await enrollmentCount(order.id)).toEqual({ status: 'paid', enrollments: 1 });
    // One receipt, however many ways the payment was reported.
    const receipts = async () =>
      (await outboxMails(site)).filter((mail) => mail.includes('pay_race')).length;
    await expect.poll(receipts).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await receipts()).toBe(1);
  });

  it('reconciles an order left open by asking Razorpay for its payments', async () => {
    const { order } = await buyerWithOrder();
    const { order: abandoned } = await buyerWithOrder();
    razorpay.setPayments(order.id, [{ id: 'pay_late', status: 'captured' }]);
    razorpay.setPayments(abandoned.id, [{ id: 'pay_dead', status: 'failed' }]);
    await reconcileStaleOrders(app);
    expect((await enrollmentCount(order.id)).status).toBe('created');
    const old = new Date(Date.now() - 20 * 60_000).toISOString();
    await app.db
      .updateTable('payments')
      .set({ created_at: old })
      .where('order_id', 'in', [order.id, abandoned.id])
      .execute();
    await reconcileStaleOrders(app);
    expect(await enrollmentCount(order.id)).toEqual({ status: 'paid', enrollments: 1 });
    expect(await enrollmentCount(abandoned.id)).toEqual({ status: 'failed', enrollments: 0 });
  });

  it('answers "Failed to create Razorpay order" when Razorpay refuses', async () => {
    expectServerError(/Razorpay answered 500 for \/v1\/orders/);
    await registerStudent(app, { email: 'unlucky@example.com' });
    const cookie = await logIn(app, 'unlucky@example.com', student.password);
    razorpay.state.failNextOrder = true;
    const res = await as(app, cookie, {
      method: 'POST',
      url: '/api/v1/payment/checkout',
      payload: { courseId },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, message: 'Failed to create Razorpay order' });
  });

  it('lets the page load Razorpay Checkout under the Content-Security-Policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/courses' });
    expect(String(res.headers['content-security-policy'])).toContain(
      'https://checkout.razorpay.com',
    );
    expect(res.headers['permissions-policy']).toContain(
      'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
    );
  });
});
