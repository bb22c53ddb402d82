import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { certificateDtoSchema, certificateRevokeSchema } from '#common/schemas/certificates';
import { envelope } from '#common/schemas/envelope';
import type { User } from '#server/db/schema';
import { noteAudit } from '#server/plugins/audit';
import { about } from '#server/plugins/audit-summary';
import { idParams } from '../params';
import { restoreCertificate, revokeCertificate } from './changes';
import { existingCertificate } from './lookup';
import { certificateDto } from './mapper';

const certificateEnvelope = envelope(certificateDtoSchema);

/** Revoking a certificate with a reason, and restoring it (admins). */
export async function certificateStatusRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const publicUrl = app.config.PUBLIC_URL;

  api.patch(
    '/revoke/:id',
    {
      config: { access: 'admin', audit: { action: 'revoked' } },
      schema: {
        params: idParams,
        body: certificateRevokeSchema,
        response: { 200: certificateEnvelope },
      },
    },
    async (request) => {
      const current = await existingCertificate(db, request.params.id);
      const { reason } = request.body;
      const updated = await revokeCertificate(db, request.user as User, current, reason);
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
      config: { access: 'admin', audit: { action: 'restored' } },
      schema: { params: idParams, response: { 200: certificateEnvelope } },
    },
    async (request) => {
      const current = await existingCertificate(db, request.params.id);
      const updated = await restoreCertificate(db, request.user as User, current);
      noteAudit(request, { summary: about(current.number, 'Status: revoked → valid') });
      return {
        success: true,
        message: 'Certificate restored',
        data: certificateDto(publicUrl, updated),
      };
    },
  );
}
