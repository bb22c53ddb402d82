import type { FastifyInstance } from 'fastify';
import { csvExportRoute } from '../csv-export';
import { adminTableRoute } from '../admin-table-route';
import { transactionSchema } from '#common/schemas/payments';
import { checkoutRoutes } from './checkout-routes';
import { couponRoutes } from './coupon-routes';
import { deskRoutes } from './desk-routes';
import { documentRoutes } from './document-routes';
import { paymentFamilyRoutes } from './family-routes';
import { feePlanRoutes } from './fee-plan-routes';
import { reminderRoutes } from './reminder-routes';
import { mailsSettled } from './mail-later';
import { payLinkRoutes } from './pay-link-routes';
import { transactionDto } from './mapper';
import { countedPayments, paymentsQuery } from './repo';
import { withDocuments } from './transactions';
import { transactionsCsv, transactionsView } from './transactions-view';
import { webhookRoutes } from './webhook-routes';
import { auditEntity } from '#server/plugins/audit';

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'payment');
  const { db } = app;
  app.addHook('onClose', mailsSettled);
  await app.register(checkoutRoutes);
  await app.register(webhookRoutes);
  await app.register(deskRoutes);
  await app.register(couponRoutes);
  await app.register(documentRoutes);
  await app.register(feePlanRoutes);
  await app.register(reminderRoutes);
  await app.register(payLinkRoutes);
  await app.register(paymentFamilyRoutes);

  adminTableRoute(app, {
    path: '/',
    key: 'data',
    dto: transactionSchema,
    query: paymentsQuery,
    view: transactionsView,
    counted: countedPayments,
    pagesAlso: 'data.pages',
    toDtos: async (rows) => (await withDocuments(db, rows)).map(transactionDto),
  });

  csvExportRoute(app, {
    name: 'transactions',
    query: paymentsQuery,
    view: transactionsView,
    columns: transactionsCsv,
  });
}
