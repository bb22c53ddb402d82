import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { pingDatabase } from '#server/db/database';
import { HttpError } from '#server/plugins/errors';

const healthEnvelope = envelope(z.object({ status: z.string(), database: z.string() }));

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { config: { access: 'public' }, schema: { response: { 200: healthEnvelope } } },
      async (request, reply) => {
        try {
          await pingDatabase(app.db);
        } catch (error) {
          request.log.warn({ err: error }, 'database unreachable');
          reply.header('retry-after', '5');
          throw new HttpError(503, 'The database is unreachable.');
        }
        return { success: true, data: { status: 'ok', database: 'reachable' } };
      },
    );
}
