import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { pageQuerySchema } from '../params';
import { transactionSchema } from '#common/schemas/payments';
import { checkoutRoutes } from './checkout-routes';
import { listPayments } from './repo';
import { webhookRoutes } from './webhook-routes';

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  await app.register(checkoutRoutes);
  await app.register(webhookRoutes);

  api.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        querystring: pageQuerySchema,
        response: {
          200: envelope(z.object({ data: z.array(transactionSchema), pages: z.number() })),
        },
      },
    },
    async (request) => {
      const { rows, pages } = await listPayments(db, request.query.page);
      return {
        success: true,
        data: {
          data: rows.map((row) => ({
            _id: row.id,
            courseId: { _id: row.course_id, courseTitle: row.course_title },
            user: { _id: row.user_id, userName: row.user_name, email: row.email },
            amount: row.amount / 100,
            currency: row.currency,
            paymentStatus: row.status,
            paymentId: row.payment_id ?? '',
            orderId: row.order_id,
            createdAt: row.created_at,
          })),
          pages,
        },
      };
    },
  );
}
