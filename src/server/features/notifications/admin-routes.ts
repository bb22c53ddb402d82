import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { messageDtoSchema, messagesTodaySchema } from '#common/schemas/messages';
import { auditEntity, noteAudit } from '#server/plugins/audit';
import { about } from '#server/plugins/audit-summary';
import { adminTableRoute } from '../admin-table-route';
import { csvExportRoute } from '../csv-export';
import { indiaDayEnd, indiaDayStart } from '../list-view';
import { indiaToday } from '#server/db/time';
import { idParams } from '../params';
import { messageDto } from './mapper';
import { countedMessages, messageCounts, messagesQuery } from './messages-repo';
import { messagesCsv, messagesView } from './messages-view';
import { resendMessage } from './resend';

/** The admin's Messages screen: every message, filtered; a failed one resent; the export. */
export async function messageAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  auditEntity(app, 'message');
  adminTableRoute(app, {
    path: '/',
    key: 'messages',
    dto: messageDtoSchema,
    query: messagesQuery,
    view: messagesView,
    toDto: messageDto,
    counted: countedMessages,
  });
  csvExportRoute(app, {
    name: 'messages',
    query: messagesQuery,
    view: messagesView,
    columns: messagesCsv,
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/today',
    { config: { access: 'admin' }, schema: { response: { 200: envelope(messagesTodaySchema) } } },
    async () => {
      const today = indiaToday();
      const counts = await messageCounts(db, indiaDayStart(today), indiaDayEnd(today));
      return { success: true, data: counts };
    },
  );

  api.post(
    '/:id/resend',
    {
      config: { access: 'admin', audit: { action: 'resent' } },
      schema: { params: idParams, response: { 200: envelope(z.object({ _id: z.string() })) } },
    },
    async (request) => {
      const { failed, id } = await resendMessage(db, request.params.id, new Date());
      app.notifications.wake();
      noteAudit(request, {
        entityId: failed.id,
        summary: about(
          failed.recipient_name,
          `${failed.event} by ${failed.channel} to ${failed.address} queued again as ${id}`,
        ),
      });
      return { success: true, message: 'Message queued again', data: { _id: id } };
    },
  );
}
