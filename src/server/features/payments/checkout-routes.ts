import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import { checkoutBodySchema, checkoutOrderSchema } from '#common/schemas/payments';
import type { Db } from '#server/db/database';
import { isEnrolled } from '#server/db/enrollments';
import { HttpError } from '#server/plugins/errors';
import { attemptLimits } from '#server/plugins/rate-limits';
import { currentUser } from '#server/plugins/sessions';
import type { TestProvider } from '#server/services/payments';
import { couponCodeField, moneyMessages, quoteSchema } from '#common/schemas/money';
import { getSiteSettings } from '#server/db/site-settings';
import { billingOf, checkTestPayable, failTestOrder, openOrder } from './checkout';
import { quoteFor } from './coupons';
import { findFee } from './desk-repo';
import { enrollWithFreeCoupon } from './free-coupon';
import { refundMessages } from './refunds';
import { findPaymentByOrder, findPurchasableCourse } from './repo';
import { gstTreatment } from './tax';
import { settlePaid } from './settle';

const orderBody = z.object({ order_id: z.string().min(1).max(100) });
const paymentProofSchema = z.object({
  order_id: z.string(),
  payment_id: z.string(),
  signature: z.string(),
});

/** The open order of the logged-in buyer (404 for anyone else's). */
async function ownOrder(db: Db, userId: string, orderId: string) {
  const payment = await findPaymentByOrder(db, orderId);
  if (!payment || payment.user_id !== userId) throw new HttpError(404, 'Order not found.');
  return payment;
}

/** Buying a course: the order, its verification, and the built-in test gateway's pay and fail. */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db, payments: provider } = app;
  // Every code tried counts, so that codes cannot be guessed; quotes and orders share the count.
  const couponLimits = attemptLimits(app, 'coupon', {
    perIp: config.COUPON_LIMIT_PER_IP,
    perUser: config.COUPON_LIMIT_PER_USER,
    when: (body) => !!(body as { couponCode?: string } | undefined)?.couponCode,
    refusal: 'Too many coupon codes tried.',
  });

  api.post(
    '/quote',
    {
      config: { access: 'public' },
      preHandler: couponLimits,
      schema: {
        body: z.object({ courseId: z.string().min(1).max(100), couponCode: couponCodeField }),
        response: { 200: envelope(quoteSchema) },
      },
    },
    async (request) => {
      const course = await findPurchasableCourse(db, request.body.courseId);
      if (!course) throw new HttpError(404, 'Course not found.');
      const quote = await quoteFor(db, course, request.body.couponCode, request.user?.id);
      const { invoicing } = await getSiteSettings(db);
      return {
        success: true,
        data: {
          price: quote.price / 100,
          discount: quote.discount / 100,
          total: quote.total / 100,
          couponCode: quote.coupon?.code ?? null,
          gst: gstTreatment(invoicing),
        },
      };
    },
  );

  api.post(
    '/checkout',
    {
      config: { access: 'user' },
      preHandler: couponLimits,
      schema: {
        body: checkoutBodySchema,
        response: { 200: envelope(checkoutOrderSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await findPurchasableCourse(db, request.body.courseId);
      if (!course) throw new HttpError(404, 'Course not found.');
      if (await isEnrolled(db, user.id, course.id)) {
        throw new HttpError(409, 'You have already purchased this course.');
      }
      if (await findFee(db, user.id, course.id)) throw new HttpError(409, moneyMessages.payAtDesk);
      const quote = await quoteFor(db, course, request.body.couponCode, user.id);
      const answer = {
        key: provider.keyId,
        currency: 'INR',
        courseTitle: course.course_title,
        prefill: { name: user.user_name, email: user.email, contact: user.mobile_no ?? '' },
      };
      if (quote.coupon && quote.total === 0) {
        const orderId = await enrollWithFreeCoupon(db, user.id, course, quote.coupon);
        return {
          success: true,
          message: 'You are enrolled',
          data: { ...answer, id: orderId, amount: 0, timeout: 0, provider: 'free' as const },
        };
      }
      const buyer = billingOf(user, quote.total, request.body);
      const order = await openOrder({ db, provider, log: request.log }, buyer, course, quote);
      return { success: true, data: { ...answer, ...order, provider: provider.name } };
    },
  );

  api.post(
    '/verifyPayment',
    {
      config: { access: 'user' },
      schema: {
        body: z.object({
          order_id: z.string().min(1).max(100),
          payment_id: z.string().min(1).max(100),
          signature: z.string().min(1).max(200),
        }),
        response: { 200: envelope(z.object({ courseId: z.string() })) },
      },
    },
    async (request) => {
      const { order_id, payment_id, signature } = request.body;
      const payment = await ownOrder(db, currentUser(request).id, order_id);
      if (!provider.isValidPaymentSignature(order_id, payment_id, signature)) {
        request.log.warn({ orderId: order_id }, 'payment signature mismatch');
        throw new HttpError(
          400,
          'Payment verification failed. You have not been charged for access.',
        );
      }
      const settled =
        (await settlePaid(app, order_id, payment_id))?.payment ??
        (await findPaymentByOrder(db, order_id));
      if (settled?.refund_reason) throw new HttpError(409, refundMessages[settled.refund_reason]);
      return {
        success: true,
        message: 'Payment successful',
        data: { courseId: payment.course_id },
      };
    },
  );

  if (provider.name === 'test') {
    const testProvider = provider as TestProvider;
    api.post(
      '/test/pay',
      {
        config: { access: 'user' },
        schema: { body: orderBody, response: { 200: envelope(paymentProofSchema) } },
      },
      async (request) => {
        const payment = await ownOrder(db, currentUser(request).id, request.body.order_id);
        checkTestPayable(payment);
        const { paymentId, signature } = testProvider.pay(payment.order_id);
        return {
          success: true,
          data: { order_id: payment.order_id, payment_id: paymentId, signature },
        };
      },
    );
    api.post(
      '/test/fail',
      {
        config: { access: 'user' },
        schema: { body: orderBody, response: { 200: messageEnvelope } },
      },
      async (request) => {
        const payment = await ownOrder(db, currentUser(request).id, request.body.order_id);
        const { paymentId } = testProvider.fail(payment.order_id);
        await failTestOrder(db, payment, paymentId);
        return { success: true, message: 'The test payment failed.' };
      },
    );
  }
}
