import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database';
import { HttpError } from '../../plugins/errors';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (request, reply) => {
    try {
      await pingDatabase(app.db);
    } catch (error) {
      request.log.warn({ err: error }, 'database unreachable');
      reply.header('retry-after', '5');
      throw new HttpError(503, 'The database is unreachable.');
    }
    return { success: true, data: { status: 'ok', database: 'reachable' } };
  });
}
