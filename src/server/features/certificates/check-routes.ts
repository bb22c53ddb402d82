import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificateCheckSchema,
  certificateMessages,
  certificateVerificationSchema,
} from '#common/schemas/certificates';
import { envelope } from '#common/schemas/envelope';
import { getSiteSettings } from '#server/db/site-settings';
import { HttpError } from '#server/plugins/errors';
import { attemptLimits } from '#server/plugins/rate-limits';
import { certificateCredential } from './credential';
import { withFingerprint } from './fingerprint';
import { verificationDto } from './mapper';
import { findByFileId, findMatch } from './repo';

const fileIdParams = z.object({ fileId: z.string().min(1).max(100) });

const numberOf = (body: unknown) => {
  const { number } = (body ?? {}) as { number?: unknown };
  return typeof number === 'string' ? number.trim() : '';
};

/** Whose guesses a check counts: the name asked about, or the number. */
const checkedName = (body: unknown) => {
  const key = numberOf(body) || (body as { name?: unknown } | undefined)?.name;
  return typeof key === 'string' ? key.replace(/[\s-]+/g, '').toUpperCase() : '';
};

/** Checking a certificate and its verification page: for everyone. */
export async function certificateCheckRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, credentialIssuer, db, storage } = app;

  api.post(
    '/check',
    {
      config: { access: 'public' },
      preHandler: [
        attemptLimits(app, 'certificate-check', {
          perIp: config.CERTIFICATE_CHECK_LIMIT_PER_IP,
          perAccountAndIp: config.CERTIFICATE_CHECK_LIMIT_PER_NAME,
          accountOf: checkedName,
        }),
        // Numbers run in sequence and a number alone shows its holder's name: few per address.
        attemptLimits(app, 'certificate-number', {
          perIp: config.CERTIFICATE_NUMBER_LIMIT_PER_IP,
          when: (body) => numberOf(body) !== '',
          refusal: 'Too many certificate numbers checked from this address.',
        }),
      ],
      schema: {
        body: certificateCheckSchema,
        response: { 200: envelope(z.object({ fileId: z.string() })) },
      },
    },
    async (request) => {
      // A wrong name and a wrong date of birth get the same answer, so neither can be probed.
      const row = await findMatch(db, request.body);
      if (!row) throw new HttpError(404, certificateMessages.noMatch);
      return { success: true, data: { fileId: row.file_id } };
    },
  );

  api.get(
    '/verify/:fileId',
    {
      config: { access: 'public' },
      schema: { params: fileIdParams, response: { 200: envelope(certificateVerificationSchema) } },
    },
    async (request, reply) => {
      const row = await findByFileId(db, request.params.fileId);
      if (!row) throw new HttpError(404, certificateMessages.notFound);
      reply.header('cache-control', 'no-store');
      const data = verificationDto(config.PUBLIC_URL, await withFingerprint(db, storage, row));
      return { success: true, data };
    },
  );

  api.get(
    '/verify/:fileId/pdf',
    {
      config: { access: 'public' },
      schema: {
        params: fileIdParams,
        querystring: z.object({ download: z.enum(['1']).optional() }),
      },
    },
    async (request, reply) => {
      const row = await findByFileId(db, request.params.fileId);
      if (!row) throw new HttpError(404, certificateMessages.notFound);
      const stream = await storage.read(row.storage_key).catch(() => {
        throw new HttpError(404, certificateMessages.notFound);
      });
      const disposition = request.query.download ? 'attachment' : 'inline';
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `${disposition}; filename="${row.number}.pdf"`)
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex')
          // Shown in a frame of the site's own verification page, and nowhere else.
          .header('content-security-policy', "frame-ancestors 'self'")
          .header('x-frame-options', 'SAMEORIGIN')
          .send(stream)
      );
    },
  );

  api.get(
    '/verify/:fileId/credential',
    { config: { access: 'public' }, schema: { params: fileIdParams } },
    async (request, reply) => {
      const row = await findByFileId(db, request.params.fileId);
      if (!row) throw new HttpError(404, certificateMessages.notFound);
      const { name: institute } = await getSiteSettings(db);
      const jwt = await certificateCredential(
        credentialIssuer,
        { publicUrl: config.PUBLIC_URL, institute },
        row,
      );
      return reply
        .type('application/vc+jwt')
        .header('content-disposition', `attachment; filename="${row.number}.jwt"`)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .send(jwt);
    },
  );
}
