import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { childMoneySchema, familyMessages } from '#common/schemas/family';
import { HttpError } from '#server/plugins/errors';
import { childOrNotFound } from '../family-child';
import { idParams } from '../params';
import { invoiceFileName, invoicePdf } from './documents';
import { duesOf } from './family-dues';
import { documentsOf, feesOf } from './fees-repo';
import { findInvoice } from './repo';

const documentParams = idParams.extend({ documentId: z.string().min(1).max(100) });

/**
 * A guardian's view of their child's fees (decision 062): each part due with its pay link, the
 * desk balances, and the invoices and receipts with their PDFs; any other student's, or another
 * student's document, is "not found".
 */
export async function paymentFamilyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const access = { access: 'user' as const };

  api.get(
    '/family/:id',
    {
      config: access,
      schema: { params: idParams, response: { 200: envelope(childMoneySchema) } },
    },
    async (request) => {
      const child = await childOrNotFound(db, request, request.params.id);
      return {
        success: true,
        data: {
          dues: await duesOf(db, app.payLinks, child, app.today()),
          fees: await feesOf(db, child),
          documents: await documentsOf(db, child),
        },
      };
    },
  );

  api.get(
    '/family/:id/documents/:documentId/pdf',
    { config: access, schema: { params: documentParams } },
    async (request, reply) => {
      const child = await childOrNotFound(db, request, request.params.id);
      const invoice = await findInvoice(db, request.params.documentId);
      if (!invoice || invoice.user_id !== child) {
        throw new HttpError(404, familyMessages.documentNotFound);
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(invoice)}"`)
        .header('cache-control', 'private, no-store')
        .send(await invoicePdf(invoice, app.storage));
    },
  );
}
