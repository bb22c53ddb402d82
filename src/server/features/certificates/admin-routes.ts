import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificateDtoSchema,
  certificateFieldsSchema,
  certificateIssueSchema,
  certificateMessages,
} from '#common/schemas/certificates';
import { certificateAttendanceSchema } from '#common/schemas/attendance-reports';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import type { User } from '#server/db/schema';
import { noteAudit } from '#server/plugins/audit';
import { about, changeSummary } from '#server/plugins/audit-summary';
import { validate } from '#server/plugins/errors';
import { readMultipart } from '#server/plugins/uploads';
import { idParams } from '../params';
import { correctCertificate, removeCertificate, replaceCertificatePdf } from './changes';
import { checkAttendanceMinimum } from './attendance-minimum';
import { issueCertificate } from './issue';
import { existingCertificate } from './lookup';
import { certificateDto } from './mapper';
import { NOT_STAMPED, requireCertificatePdf } from './pdf-intake';

const certificateEnvelope = envelope(certificateDtoSchema);

/** The admin behind a request (the route's access guarantees one). */
const actorOf = (request: FastifyRequest): User => request.user as User;

/** Issuing, correcting, replacing and deleting certificates (admins). */
export async function certificateAdminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;
  const publicUrl = app.config.PUBLIC_URL;

  api.post(
    '/create',
    { config: { access: 'admin' }, schema: { response: { 201: certificateEnvelope } } },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request);
      const certificate = validate(certificateIssueSchema, fields);
      const override = await checkAttendanceMinimum(
        db,
        app.today(),
        validate(certificateAttendanceSchema, fields),
      );
      const pdf = await requireCertificatePdf(files.certificateImg);
      const row = await issueCertificate(
        { db, storage, publicUrl, actor: actorOf(request) },
        certificate,
        pdf,
        app.notifications,
      );
      noteAudit(request, {
        summary: about(
          row.number,
          `Name: ${row.name}; Course: ${row.course}${override ? `; ${override}` : ''}`,
        ),
      });
      const message = row.stamped
        ? `Certificate ${row.number} uploaded.`
        : `Certificate ${row.number} uploaded. ${NOT_STAMPED}`;
      return reply.code(201).send({ success: true, message, data: certificateDto(publicUrl, row) });
    },
  );

  api.patch(
    '/updateImg/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        response: {
          200: envelope(z.object({ message: z.string(), certificate: certificateDtoSchema })),
        },
      },
    },
    async (request) => {
      const current = await existingCertificate(db, request.params.id);
      const { files } = await readMultipart(request);
      const pdf = await requireCertificatePdf(files.certificateImg);
      const updated = await replaceCertificatePdf(
        { db, storage, publicUrl, actor: actorOf(request) },
        current,
        pdf,
      );
      const { stamped } = updated;
      noteAudit(request, { summary: about(current.number, 'PDF replaced') });
      const message = stamped
        ? 'Certificate file updated'
        : `Certificate file updated. ${NOT_STAMPED}`;
      return {
        success: true,
        message,
        data: { message, certificate: certificateDto(publicUrl, updated) },
      };
    },
  );

  api.patch(
    '/update/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: certificateFieldsSchema,
        response: { 200: certificateEnvelope },
      },
    },
    async (request) => {
      const current = await existingCertificate(db, request.params.id);
      const { name, DOB, course } = request.body;
      const updated = await correctCertificate(db, actorOf(request), current, request.body);
      const changes = [
        changeSummary(current, { name, course }),
        current.dob !== DOB && 'Date of birth changed',
      ].filter(Boolean);
      noteAudit(request, { summary: about(current.number, changes.join('; ') || 'No change') });
      return {
        success: true,
        message: certificateMessages.contentUpdated,
        data: certificateDto(publicUrl, updated),
      };
    },
  );

  api.delete(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const current = await existingCertificate(db, request.params.id);
      await removeCertificate(db, storage, actorOf(request), current);
      noteAudit(request, { summary: about(current.number, `${current.name}, ${current.course}`) });
      return { success: true, message: 'Deleted' };
    },
  );
}
