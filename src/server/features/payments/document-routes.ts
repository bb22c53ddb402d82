import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#common/schemas/envelope';
import { myMoneySchema } from '#common/schemas/money';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '#server/plugins/sessions';
import { idParams } from '../params';
import { invoiceFileName, invoicePdf } from './documents';
import { documentsOf, feesOf } from './fees-repo';
import { findInvoice } from './repo';

/** A student's fees and documents; the PDF of one, for its student or an admin. */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/mine',
    { config: { access: 'user' }, schema: { response: { 200: envelope(myMoneySchema) } } },
    async (request) => {
      const user = currentUser(request);
      return {
        success: true,
        data: { fees: await feesOf(db, user.id), documents: await documentsOf(db, user.id) },
      };
    },
  );

  api.get(
    '/documents/:id/pdf',
    { config: { access: 'user' }, schema: { params: idParams } },
    async (request, reply) => {
      const user = currentUser(request);
      const invoice = await findInvoice(db, request.params.id);
      if (!invoice || (invoice.user_id !== user.id && user.role !== 'admin')) {
        throw new HttpError(404, 'Document not found.');
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(invoice)}"`)
        .header('cache-control', 'private, no-store')
        .send(await invoicePdf(invoice, app.storage));
    },
  );
}
