import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import {
  anyTemplateUpdateSchema,
  eventParameters,
  eventParamsSchema,
  messageTemplateDtoSchema,
  templateUpdateSchema,
} from '#common/schemas/message-templates';
import { now } from '#server/db/time';
import { auditEntity, noteAudit } from '#server/plugins/audit';
import { validate } from '#server/plugins/errors';
import { messageTemplates, saveMessageTemplate } from './template-editor';

/** The admin's editor of each event's texts and its providers' template names. */
export async function messageTemplateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  auditEntity(app, 'message template');

  api.get(
    '/',
    {
      config: { access: 'admin' },
      schema: { response: { 200: envelope(z.array(messageTemplateDtoSchema)) } },
    },
    async () => ({ success: true, data: await messageTemplates(db) }),
  );

  api.put(
    '/:event',
    {
      config: { access: 'admin' },
      schema: {
        params: eventParamsSchema,
        body: anyTemplateUpdateSchema,
        response: { 200: envelope(messageTemplateDtoSchema) },
      },
    },
    async (request) => {
      const { event } = request.params;
      const update = validate(templateUpdateSchema(eventParameters[event]), request.body);
      const { before, after } = await saveMessageTemplate(db, event, update, now());
      const names = (row: { whatsappName: string | null; smsTemplateId: string | null }) =>
        `WhatsApp ${row.whatsappName ?? '(default)'}, SMS ${row.smsTemplateId ?? '(none)'}`;
      noteAudit(request, {
        entityId: event,
        summary: `${event}: ${names({ whatsappName: before?.whatsapp_name ?? null, smsTemplateId: before?.sms_template_id ?? null })} → ${names(after)}; texts ${before?.texts ?? '{}'} → ${JSON.stringify(update.texts)}`,
      });
      return { success: true, message: 'Template saved', data: after };
    },
  );
}
