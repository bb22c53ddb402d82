import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { listViewQuerySchema } from '#common/schemas/list-view';
import { csvExportRoute } from '../csv-export';
import { transactionSchema } from '#common/schemas/payments';
import { checkoutRoutes } from './checkout-routes';
import { couponRoutes } from './coupon-routes';
import { deskRoutes } from './desk-routes';
import { documentRoutes } from './document-routes';
import { mailsSettled } from './mail-later';
import { transactionDto } from './mapper';
import { paymentsQuery } from './repo';
import { listTransactions } from './transactions';
import { transactionsCsv, transactionsView } from './transactions-view';
import { webhookRoutes } from './webhook-routes';
import { auditEntity } from '../../plugins/audit';

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'payment');
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  app.addHook('onClose', mailsSettled);
  await app.register(checkoutRoutes);
  await app.register(webhookRoutes);
  await app.register(deskRoutes);
  await app.register(couponRoutes);
  await app.register(documentRoutes);

  api.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        querystring: listViewQuerySchema,
        response: {
          200: envelope(
            z.object({
              data: z.array(transactionSchema),
              pages: z.number(),
              total: z.number(),
              more: z.boolean().optional(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { rows, pages, total, more } = await listTransactions(db, request.query);
      return { success: true, data: { data: rows.map(transactionDto), pages, total, more } };
    },
  );

  csvExportRoute(app, {
    name: 'transactions',
    query: paymentsQuery,
    view: transactionsView,
    columns: transactionsCsv,
  });
}
