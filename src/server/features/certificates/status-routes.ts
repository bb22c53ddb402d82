import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { certificateDtoSchema, certificateRevokeSchema } from '#common/schemas/certificates';
import { envelope } from '#common/schemas/envelope';
import type { User } from '../../db/schema';
import { now } from '../../db/time';
import { noteAudit } from '../../plugins/audit';
import { about } from '../../plugins/audit-summary';
import { HttpError } from '../../plugins/errors';
import { idParams } from '../params';
import { recordChange } from './events';
import { existingCertificate, found } from './lookup';
import { certificateDto } from './mapper';
import { updateCertificate } from './repo';

const certificateEnvelope = envelope(certificateDtoSchema);

/** Revoking a certificate with a reason, and restoring it (admins). */
export async function certificateStatusRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const publicUrl = app.config.PUBLIC_URL;

  api.patch(
    '/revoke/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: certificateRevokeSchema,
        response: { 200: certificateEnvelope },
      },
    },
    async (request) => {
      const current = await existingCertificate(db, request.params.id);
      if (current.status === 'revoked') {
        throw new HttpError(409, 'This certificate is already revoked.');
      }
      const { reason } = request.body;
      const updated = await db.transaction().execute(async (trx) => {
        const row = found(
          await updateCertificate(trx, current.id, {
            status: 'revoked',
            revoked_at: now(),
            revoked_reason: reason,
          }),
        );
        await recordChange(trx, request.user as User, {
          certificateId: row.id,
          action: 'revoked',
          detail: `Revoked: ${reason}`,
        });
        return row;
      });
      noteAudit(request, {
        summary: about(current.number, `Status: valid → revoked; Reason: ${reason}`),
      });
      return {
        success: true,
        message: 'Certificate revoked',
        data: certificateDto(publicUrl, updated),
      };
    },
  );

  api.patch(
    '/restore/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: certificateEnvelope } },
    },
    async (request) => {
      const current = await existingCertificate(db, request.params.id);
      if (current.status === 'valid') {
        throw new HttpError(409, 'This certificate is not revoked.');
      }
      const updated = await db.transaction().execute(async (trx) => {
        const row = found(
          await updateCertificate(trx, current.id, {
            status: 'valid',
            revoked_at: null,
            revoked_reason: null,
          }),
        );
        await recordChange(trx, request.user as User, {
          certificateId: row.id,
          action: 'restored',
          detail: `Restored (had been revoked: ${current.revoked_reason ?? ''}).`,
        });
        return row;
      });
      noteAudit(request, { summary: about(current.number, 'Status: revoked → valid') });
      return {
        success: true,
        message: 'Certificate restored',
        data: certificateDto(publicUrl, updated),
      };
    },
  );
}
