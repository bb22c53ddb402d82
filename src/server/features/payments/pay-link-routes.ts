import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import { payLinkSchema, upiPaySchema } from '#common/schemas/pay-links';
import { checkoutOrderSchema } from '#common/schemas/payments';
import { HttpError } from '#server/plugins/errors';
import type { TestProvider } from '#server/services/payments';
import { checkTestPayable } from './checkout';
import { partOfFee } from './pay-link-repo';
import {
  openPartOrder,
  orderOfPart,
  partStanding,
  payLinkDto,
  payLinkMessages,
  standingOrNotFound,
  upiPayFor,
} from './pay-link';
import { findPaymentByOrder } from './repo';
import { refundMessages } from './refunds';
import { settlePaid } from './settle';
import { feePartParams } from '../params';

const tokenParams = z.object({ token: z.string().min(1).max(400) });
const orderBody = z.object({ order_id: z.string().min(1).max(100) });
const proofBody = orderBody.extend({
  payment_id: z.string().min(1).max(100),
  signature: z.string().min(1).max(200),
});

/**
 * A fee part's pay link (decision 054): its facts, an order for exactly what it takes, the
 * payment's verification, and the test gateway's pay. No sign-in: the signed token is the key. The
 * desk's screen asks for a part's UPI QR code.
 */
export async function payLinkRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, payLinks, payments: provider } = app;
  const standingOf = (token: string) => standingOrNotFound(db, payLinks.partOf(token), app.today());

  api.get(
    '/pay-link/:token',
    {
      config: { access: 'public' },
      schema: { params: tokenParams, response: { 200: envelope(payLinkSchema) } },
    },
    async (request) => ({
      success: true,
      data: await payLinkDto(db, await standingOf(request.params.token)),
    }),
  );

  api.post(
    '/pay-link/:token',
    {
      config: { access: 'public' },
      schema: { params: tokenParams, response: { 200: envelope(checkoutOrderSchema) } },
    },
    async (request) => {
      const standing = await standingOf(request.params.token);
      const order = await openPartOrder({ db, provider, today: app.today() }, standing).catch(
        (error: unknown) => {
          if (error instanceof HttpError) throw error;
          request.log.error({ err: error }, 'pay link order not created');
          throw new HttpError(502, 'Failed to create Razorpay order');
        },
      );
      return {
        success: true,
        data: {
          ...order,
          key: provider.keyId,
          provider: provider.name as 'razorpay' | 'test',
          courseTitle: standing.fee.course_title,
          prefill: {
            name: standing.fee.user_name,
            email: standing.fee.email,
            contact: standing.fee.mobile_no ?? '',
          },
        },
      };
    },
  );

  api.post(
    '/pay-link/:token/verify',
    {
      config: { access: 'public' },
      schema: { params: tokenParams, body: proofBody, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const partId = payLinks.partOf(request.params.token);
      if (!partId) throw new HttpError(404, payLinkMessages.notFound);
      const { order_id, payment_id, signature } = request.body;
      await orderOfPart(db, partId, order_id);
      if (!provider.isValidPaymentSignature(order_id, payment_id, signature)) {
        request.log.warn({ orderId: order_id }, 'payment signature mismatch');
        throw new HttpError(400, 'Payment verification failed.');
      }
      const settled =
        (await settlePaid(app, order_id, payment_id))?.payment ??
        (await findPaymentByOrder(db, order_id));
      if (settled?.refund_reason) throw new HttpError(409, refundMessages[settled.refund_reason]);
      return { success: true, message: 'Payment successful' };
    },
  );

  if (provider.name === 'test') {
    const testProvider = provider as TestProvider;
    api.post(
      '/pay-link/:token/test/pay',
      {
        config: { access: 'public' },
        schema: { params: tokenParams, body: orderBody, response: { 200: envelope(proofBody) } },
      },
      async (request) => {
        const partId = payLinks.partOf(request.params.token);
        if (!partId) throw new HttpError(404, payLinkMessages.notFound);
        const order = await orderOfPart(db, partId, request.body.order_id);
        checkTestPayable(order);
        const { paymentId, signature } = testProvider.pay(order.order_id);
        return {
          success: true,
          data: { order_id: order.order_id, payment_id: paymentId, signature },
        };
      },
    );
  }

  api.get(
    '/schedule/:id/parts/:seq/upi',
    {
      config: { access: 'admin' },
      schema: {
        params: feePartParams,
        response: {
          200: envelope(
            z.object({ total: z.number(), link: z.string(), upi: upiPaySchema.nullable() }),
          ),
        },
      },
    },
    async (request) => {
      const part = await partOfFee(db, request.params.id, request.params.seq);
      const standing = part && (await partStanding(db, part.id, app.today()));
      if (!standing) throw new HttpError(404, 'Fee part not found.');
      return {
        success: true,
        data: {
          total: standing.total / 100,
          link: payLinks.url(standing.part.id),
          upi: await upiPayFor(db, standing),
        },
      };
    },
  );
}
