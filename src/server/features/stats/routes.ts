import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/sessions';
import { dashboardCounts } from './repo';

export async function statsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/stats', { preHandler: requireAdmin }, async () => ({
    success: true,
    data: await dashboardCounts(app.db),
  }));
}
