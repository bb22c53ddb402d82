import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/api';
import { pingDatabase } from '../../db/database';
import { HttpError } from '../../plugins/errors';

const healthEnvelope = envelope(z.object({ status: z.string(), database: z.string() }));

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { config: { access: 'public' }, schema: { response: { 200: healthEnvelope } } },
      async () => {
        try {
          await pingDatabase(app.db);
        } catch (error) {
          app.log.error({ err: error }, 'database unreachable');
          throw new HttpError(503, 'The database is unreachable.');
        }
        return { success: true, data: { status: 'ok', database: 'reachable' } };
      },
    );
}
