import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { adminSession } from './catalogue';
import { startRazorpayStandIn } from './razorpay-stand-in';
import { as } from './requests';
import { createTestSite, startApp, type TestSite } from './test-app';

const KEY_ID = 'rzp_test_institute';
const KEY_SECRET = 'key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';

const hmac = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

/**
 * A site paid through Razorpay's loopback stand-in, with an admin logged in, shared by the tests
 * of one file. Razorpay takes a payment for any order it made, whenever the buyer pays it, so the
 * tests may pay orders the site no longer holds open, as a late or hand-made checkout would.
 * `today` sets India's day for the site (a test's clock).
 */
export function razorpaySite(options: { today?: () => string } = {}) {
  const ctx = {} as {
    site: TestSite;
    app: FastifyInstance;
    admin: string;
    razorpay: Awaited<ReturnType<typeof startRazorpayStandIn>>;
  };
  beforeAll(async () => {
    ctx.razorpay = await startRazorpayStandIn(KEY_ID, KEY_SECRET);
    ctx.site = await createTestSite({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: ctx.razorpay.url,
    });
    ctx.app = await startApp(ctx.site, options);
    ctx.admin = await adminSession(ctx.app);
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.razorpay.close();
    await ctx.site.dispose();
  });
  return ctx;
}

/** Razorpay's signature of a payment on an order, as Checkout hands it to the page. */
export const paymentSignature = (orderId: string, paymentId: string) =>
  hmac(KEY_SECRET, `${orderId}|${paymentId}`);

/** The buyer's browser reports Checkout's success, signed as Razorpay signs it. */
export const verifyPaid = (
  app: FastifyInstance,
  cookie: string,
  orderId: string,
  paymentId: string,
) =>
  as(app, cookie, {
    method: 'POST',
    url: '/api/v1/payment/verifyPayment',
    payload: {
      order_id: orderId,
      payment_id: paymentId,
      signature: hmac(KEY_SECRET, `${orderId}|${paymentId}`),
    },
  });

/** Razorpay's signed webhook about a payment on an order. */
export function paymentWebhook(
  app: FastifyInstance,
  event: 'payment.captured' | 'payment.failed',
  orderId: string,
  paymentId: string,
) {
  const raw = JSON.stringify({
    entity: 'event',
    event,
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          order_id: orderId,
          status: event === 'payment.captured' ? 'captured' : 'failed',
        },
      },
    },
  });
  return app.inject({
    method: 'POST',
    url: '/api/v1/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmac(WEBHOOK_SECRET, raw),
    },
    payload: raw,
  });
}
