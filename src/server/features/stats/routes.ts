import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#common/schemas/envelope';
import { dashboardStatsSchema } from '#common/schemas/stats';
import { dashboardCounts } from './repo';

export async function statsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/stats',
    {
      config: { access: 'admin' },
      schema: { response: { 200: envelope(dashboardStatsSchema) } },
    },
    async () => ({ success: true, data: await dashboardCounts(app.db) }),
  );
}
