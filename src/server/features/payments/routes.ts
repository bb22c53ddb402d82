import type { FastifyInstance } from 'fastify';
import { csvExportRoute } from '../csv-export';
import { adminTableRoute } from '../admin-table-route';
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
  const { db } = app;
  app.addHook('onClose', mailsSettled);
  await app.register(checkoutRoutes);
  await app.register(webhookRoutes);
  await app.register(deskRoutes);
  await app.register(couponRoutes);
  await app.register(documentRoutes);

  adminTableRoute(app, {
    path: '/',
    key: 'data',
    dto: transactionSchema,
    query: paymentsQuery,
    view: transactionsView,
    counted: (db) => db.selectFrom('payments'),
    pagesAlso: 'data.pages',
    toDtos: async (rows) => {
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
      return rows.map((row) => ({
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
      }));
    },
  });

  csvExportRoute(app, {
    name: 'transactions',
    query: paymentsQuery,
    view: transactionsView,
    columns: transactionsCsv,
  });
}
