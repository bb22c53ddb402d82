import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admissionMessages as m } from '#common/admissions';
import {
  admissionAcceptSchema,
  admissionDeskStartSchema,
  admissionDtoSchema,
  admissionListItemSchema,
  admissionListQuery,
  admissionNoteSchema,
  admissionReasonSchema,
  admissionStartedSchema,
} from '#common/schemas/admissions';
import { envelope } from '#common/schemas/envelope';
import { noteAudit } from '#server/plugins/audit';
import { about } from '#server/plugins/audit-summary';
import { currentUser } from '#server/plugins/sessions';
import { idParams } from '../params';
import { startDraft } from './drafts';
import { presentAdmission } from './lookup';
import { answersOf } from './mapper';
import { listAdmissions } from './repo';
import { acceptAdmission, askCorrection, declineAdmission, existingAdmission } from './review';
import type { AdmissionSteps } from './steps';

const admissionEnvelope = envelope(admissionDtoSchema);

/** The admin's side (decision 072): a walk-in's form, the applications, and their review. */
export function admissionReviewRoutes(steps: AdmissionSteps) {
  return async (app: FastifyInstance): Promise<void> => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const admin = { access: 'admin' as const };
    const decided = async (id: string, message: string) => ({
      success: true,
      message,
      data: await presentAdmission(app, await existingAdmission(app.db, id)),
    });
    const nameOf = (row: Parameters<typeof answersOf>[0]) =>
      answersOf(row).studentName || 'Application';

    api.post(
      '/desk',
      {
        config: admin,
        schema: {
          body: admissionDeskStartSchema,
          response: { 200: envelope(admissionStartedSchema) },
        },
      },
      async (request) => {
        const { token, row } = await startDraft(app, request.body, 'desk');
        noteAudit(request, { entityId: row.id, summary: about(row.mobile_no, 'Walk-in form') });
        return {
          success: true,
          data: { token, admission: await presentAdmission(app, row) },
        };
      },
    );

    api.get(
      '/',
      {
        config: admin,
        schema: {
          querystring: admissionListQuery,
          response: { 200: envelope(z.array(admissionListItemSchema)) },
        },
      },
      async (request) => {
        const rows = await listAdmissions(app.db, request.query.status);
        return {
          success: true,
          data: rows.map((row) => ({
            _id: row.id,
            status: row.status,
            source: row.source,
            studentName: answersOf(row).studentName ?? '',
            mobileNo: row.mobile_no,
            courseTitle: row.course_title,
            submittedAt: row.submitted_at,
            admissionNumber: row.admission_number,
          })),
        };
      },
    );

    api.get(
      '/:id',
      { config: admin, schema: { params: idParams, response: { 200: admissionEnvelope } } },
      async (request) => ({
        success: true,
        data: await presentAdmission(app, await existingAdmission(app.db, request.params.id)),
      }),
    );

    api.post(
      '/:id/correction',
      {
        config: { ...admin, audit: { action: 'sent back' } },
        schema: {
          params: idParams,
          body: admissionNoteSchema,
          response: { 200: admissionEnvelope },
        },
      },
      async (request) => {
        const row = await askCorrection(app, request.params.id, request.body.note);
        noteAudit(request, { summary: about(nameOf(row), `Correction: ${request.body.note}`) });
        return decided(row.id, m.correctionAsked);
      },
    );

    api.post(
      '/:id/decline',
      {
        config: { ...admin, audit: { action: 'declined' } },
        schema: {
          params: idParams,
          body: admissionReasonSchema,
          response: { 200: admissionEnvelope },
        },
      },
      async (request) => {
        const { id } = request.params;
        const row = await declineAdmission(app, id, request.body.reason, currentUser(request));
        noteAudit(request, { summary: about(nameOf(row), `Reason: ${request.body.reason}`) });
        return decided(id, m.declined);
      },
    );

    api.post(
      '/:id/accept',
      {
        config: { ...admin, audit: { action: 'accepted' } },
        schema: {
          params: idParams,
          body: admissionAcceptSchema,
          response: { 200: admissionEnvelope },
        },
      },
      async (request) => {
        const { id } = request.params;
        const row = await acceptAdmission(app, steps, id, request.body, currentUser(request));
        const shown = await presentAdmission(app, row);
        noteAudit(request, { summary: about(nameOf(row), `Admission ${shown.admissionNumber}`) });
        return { success: true, message: m.accepted, data: shown };
      },
    );
  };
}
