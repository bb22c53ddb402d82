import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { truncate } from '#common/format';
import { enquiryNoteSchema, enquiryPipelineUpdateSchema } from '#common/schemas/enquiries';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import { auditEntity, noteAudit } from '#server/plugins/audit';
import { about, changeSummary } from '#server/plugins/audit-summary';
import { currentUser } from '#server/plugins/sessions';
import { idParams } from '../params';
import { deleteLead, addNote, updatePipeline } from './leads';
import { leadAuditFields } from './audit-fields';
import { existingLead, presentLead, type Lead } from './lookup';

/** What the audit log names of a lead. */
interface LeadRow {
  name: string;
  status: string;
  follow_up_on: string | null;
}

/** Deleting a lead, moving it along and noting what was said, alike for both kinds (admins). */
export function leadRoutes<Row extends LeadRow, Dto>(lead: Lead<Row, Dto>) {
  return async (app: FastifyInstance): Promise<void> => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db } = app;
    const leadEnvelope = envelope(lead.dtoSchema);
    auditEntity(app, lead.entity);

    api.delete(
      '/:id',
      {
        config: { access: 'admin' },
        schema: { params: idParams, response: { 200: messageEnvelope } },
      },
      async (request) => {
        const row = await existingLead(db, lead, request.params.id);
        await deleteLead(db, lead.kind, request.params.id);
        noteAudit(request, { summary: about(row.name, `Status: ${row.status}`) });
        return { success: true, message: 'Deleted' };
      },
    );

    api.patch(
      '/:id/pipeline',
      {
        config: { access: 'admin', audit: { action: 'moved' } },
        schema: {
          params: idParams,
          body: enquiryPipelineUpdateSchema,
          response: { 200: leadEnvelope },
        },
      },
      async (request) => {
        const { id } = request.params;
        const row = await existingLead(db, lead, id);
        const { status, followUpOn } = request.body;
        const changes = {
          ...(status === undefined ? {} : { status }),
          ...(followUpOn === undefined ? {} : { follow_up_on: followUpOn }),
        };
        await updatePipeline(db, lead.kind, id, changes);
        noteAudit(request, {
          summary: about(row.name, changeSummary(row, changes, leadAuditFields) || 'No change'),
        });
        return { success: true, message: 'Updated', data: await presentLead(db, lead, id) };
      },
    );

    api.post(
      '/:id/notes',
      {
        config: { access: 'admin', audit: { action: 'noted' } },
        schema: { params: idParams, body: enquiryNoteSchema, response: { 200: leadEnvelope } },
      },
      async (request) => {
        const { id } = request.params;
        const row = await existingLead(db, lead, id);
        const admin = currentUser(request);
        noteAudit(request, {
          summary: about(row.name, `Note: ${truncate(request.body.text, 60)}`),
        });
        await addNote(db, lead.kind, id, admin.user_name || admin.email, request.body.text);
        return { success: true, message: 'Note added', data: await presentLead(db, lead, id) };
      },
    );
  };
}
