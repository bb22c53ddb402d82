import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DID_DOCUMENT_PATH, JWKS_PATH, statusListPath } from '#common/credentials';
import { certificateMessages } from '#common/schemas/certificates';
import { HttpError } from '#server/plugins/errors';
import { serialsOfYear } from './repo';
import { revocationBits, statusListCredential } from './status-list';

/** Verifiers anywhere may read what the institute publishes, from their own pages too. */
const published = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin');
};

/**
 * What a verifier needs and nobody has to be asked for: the institute's public key (a JWK Set
 * and a did:web document) and each year's revocation status list (decision 016).
 */
export async function credentialPublicationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { credentialIssuer: issuer, db } = app;
  const publicUrl = app.config.PUBLIC_URL;

  api.get(JWKS_PATH, { onRequest: published }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send(issuer.jwks),
  );

  api.get(DID_DOCUMENT_PATH, { onRequest: published }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/did+json')
      .send(JSON.stringify(issuer.didDocument)),
  );

  // In the response cache: a revocation, restore or delete is a committed write to
  // `certificates`, which drops it on every server (decision 013).
  api.get(
    statusListPath(':year'),
    {
      config: { shared: 'everyone' },
      onRequest: published,
      schema: { params: z.object({ year: z.coerce.number().int().min(1900).max(9999) }) },
    },
    async (request, reply) => {
      const { year } = request.params;
      const serials = await serialsOfYear(db, year);
      if (!serials) throw new HttpError(404, certificateMessages.statusListNotFound);
      const jwt = await statusListCredential(issuer, publicUrl, year, revocationBits(serials));
      return reply.type('application/vc+jwt').send(jwt);
    },
  );
}
