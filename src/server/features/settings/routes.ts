import type { FastifyInstance } from 'fastify';
import { getSiteSettings } from './repo';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/settings', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { success: true, data: await getSiteSettings(app.db) };
  });
}
