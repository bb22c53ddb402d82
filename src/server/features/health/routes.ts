import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database';
import { HttpError } from '../../plugins/errors';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { config: { access: 'public' } }, async () => {
    try {
      await pingDatabase(app.db);
    } catch (error) {
      app.log.error({ err: error }, 'database unreachable');
      throw new HttpError(503, 'The database is unreachable.');
    }
    return { success: true, data: { status: 'ok', database: 'reachable' } };
  });
}
