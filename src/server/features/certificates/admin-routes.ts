import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificateDtoSchema,
  certificateFieldsSchema,
  certificateMessages,
} from '#common/schemas/certificates';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import type { User } from '../../db/schema';
import { noteAudit } from '../../plugins/audit';
import { about, changeSummary } from '../../plugins/audit-summary';
import { validate } from '../../plugins/errors';
import { readMultipart } from '../../plugins/uploads';
import { idParams } from '../params';
import { recordChange } from './events';
import { issueCertificate } from './issue';
import { servedPdfFingerprint } from './fingerprint';
import { existingCertificate, found } from './lookup';
import { certificateDto } from './mapper';
import {
  NOT_STAMPED,
  removeCertificatePdf,
  requireCertificatePdf,
  storeCertificatePdf,
} from './pdf-intake';
import { deleteCertificate, updateCertificate } from './repo';
import { paths } from '#common/paths';

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
      const certificate = validate(certificateFieldsSchema, fields);
      const pdf = await requireCertificatePdf(files.certificateImg);
      const row = await issueCertificate(
        { db, storage, publicUrl, actor: actorOf(request) },
        certificate,
        pdf,
      );
      noteAudit(request, {
        summary: about(row.number, `Name: ${row.name}; Course: ${row.course}`),
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
      const previous = await servedPdfFingerprint(storage, current);
      const stored = await storeCertificatePdf(storage, pdf, {
        number: current.number,
        verifyUrl: publicUrl + paths.certificateVerification.getHref(current.file_id),
      });
      const updated = await db
        .transaction()
        .execute(async (trx) => {
          const row = found(await updateCertificate(trx, current.id, stored));
          await recordChange(trx, actorOf(request), {
            certificateId: row.id,
            action: 'file_replaced',
            detail: [
              stored.stamped
                ? 'Replaced the PDF.'
                : 'Replaced the PDF (stored as uploaded, not stamped).',
              `Old SHA-256: ${previous ?? 'unknown (its file was missing)'}.`,
              `New SHA-256: ${stored.pdf_sha256}.`,
            ].join(' '),
          });
          return row;
        })
        .catch(async (error: unknown) => {
          await removeCertificatePdf(storage, stored);
          throw error;
        });
      await removeCertificatePdf(storage, current);
      noteAudit(request, { summary: about(current.number, 'PDF replaced') });
      const message = stored.stamped
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
      const updated = await db.transaction().execute(async (trx) => {
        const row = found(await updateCertificate(trx, current.id, { name, dob: DOB, course }));
        const changed = [
          current.name !== name && `name ${current.name} → ${name}`,
          // The history names no date of birth, old or new.
          current.dob !== DOB && 'the date of birth',
          current.course !== course && `course ${current.course} → ${course}`,
        ].filter(Boolean);
        await recordChange(trx, actorOf(request), {
          certificateId: row.id,
          action: 'updated',
          detail: changed.length ? `Changed ${changed.join('; ')}.` : 'Saved without changes.',
        });
        return row;
      });
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
      await db.transaction().execute(async (trx) => {
        await deleteCertificate(trx, current.id);
        await recordChange(trx, actorOf(request), {
          certificateId: current.id,
          action: 'deleted',
          detail: `Deleted ${current.number} (${current.name}, ${current.course}).`,
        });
      });
      await removeCertificatePdf(storage, current);
      noteAudit(request, { summary: about(current.number, `${current.name}, ${current.course}`) });
      return { success: true, message: 'Deleted' };
    },
  );
}
