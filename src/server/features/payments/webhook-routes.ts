import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageEnvelope } from '#common/schemas/envelope';
import { parseJsonOrUndefined } from '#server/parse-json';
import { HttpError } from '#server/plugins/errors';
import { hmacHex, signatureMatches } from '#server/services/payments';
import { markFailed, rememberEvent } from './repo';
import { settlePaid } from './settle';

const webhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: z.object({ id: z.string(), order_id: z.string() }) }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
  }),
});

/** Razorpay's webhook: the raw body is kept, for its signature. */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/webhook',
    { config: { access: 'public' }, schema: { response: { 200: messageEnvelope } } },
    async (request) => {
      const secret = config.RAZORPAY_WEBHOOK_SECRET;
      if (!secret) throw new HttpError(404, 'Webhooks are not configured.');
      const raw = request.body;
      const signature = request.headers['x-razorpay-signature'];
      if (
        !Buffer.isBuffer(raw) ||
        typeof signature !== 'string' ||
        !signatureMatches(hmacHex(secret, raw), signature)
      ) {
        request.log.warn('webhook signature mismatch');
        throw new HttpError(400, 'Invalid webhook signature.');
      }
      const parsed = webhookSchema.safeParse(parseJsonOrUndefined(raw.toString('utf8')));
      if (!parsed.success) throw new HttpError(400, 'Unexpected webhook payload.');
      const eventId = request.headers['x-razorpay-event-id'];
      if (typeof eventId === 'string' && !(await rememberEvent(db, eventId))) {
        return { success: true, message: 'Already processed' };
      }
      const { event, payload } = parsed.data;
      const payment = payload.payment?.entity;
      if (payment && (event === 'payment.captured' || event === 'order.paid')) {
        await settlePaid(app, payload.order?.entity.id ?? payment.order_id, payment.id);
      } else if (payment && event === 'payment.failed') {
        await markFailed(db, payment.order_id, payment.id);
      }
      return { success: true, message: 'Processed' };
    },
  );
}
