import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { listViewQuerySchema } from '#common/schemas/list-view';
import { csvExportRoute } from '../csv-export';
import { pageOfView } from '../list-view';
import { transactionSchema } from '#common/schemas/payments';
import { checkoutRoutes } from './checkout-routes';
import { couponRoutes } from './coupon-routes';
import { deskRoutes } from './desk-routes';
import { documentRoutes } from './document-routes';
import { mailsSettled } from './mail-later';
import { refundNotes } from './refunds';
import { paymentsQuery } from './repo';
import { transactionsCsv, transactionsView } from './transactions-view';
import { webhookRoutes } from './webhook-routes';

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
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
      const { rows, pages, total, more } = await pageOfView(
        db,
        paymentsQuery(db),
        transactionsView,
        request.query,
        db.selectFrom('payments'),
      );
      const documents = rows.length
        ? await db
            .selectFrom('invoices')
            .select(['id', 'number', 'kind', 'payment_id'])
            .where(
              'payment_id',
              'in',
              rows.map((row) => row.id),
            )
            .orderBy('kind', 'desc')
            .execute()
        : [];
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
            mode: row.mode,
            reference: row.reference ?? '',
            recordedBy: row.recorded_by_name ?? '',
            paidOn: row.paid_on ?? '',
            discount: row.discount / 100,
            couponCode: row.coupon_code ?? '',
            refund: row.refund_reason ? refundNotes[row.refund_reason] : '',
            documents: documents
              .filter((doc) => doc.payment_id === row.id)
              .map((doc) => ({ _id: doc.id, number: doc.number, kind: doc.kind })),
          })),
          pages,
          total,
          more,
        },
      };
    },
  );

  csvExportRoute(app, {
    name: 'transactions',
    query: paymentsQuery,
    view: transactionsView,
    columns: transactionsCsv,
  });
}
