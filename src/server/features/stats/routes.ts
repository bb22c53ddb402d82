import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chartsQuerySchema, chartsSchema, todaySchema } from '#common/schemas/dashboard';
import { envelope } from '#common/schemas/envelope';
import { dashboardStatsSchema } from '#common/schemas/stats';
import { dashboardCharts, rangeDays } from './charts';
import { dashboardCounts } from './repo';
import { todaysWork } from './todays-work';

export async function statsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/stats',
    {
      config: { access: 'admin' },
      schema: { response: { 200: envelope(dashboardStatsSchema) } },
    },
    async () => ({ success: true, data: await dashboardCounts(app.db) }),
  );

  api.get(
    '/stats/charts',
    {
      config: { access: 'admin' },
      schema: { querystring: chartsQuerySchema, response: { 200: envelope(chartsSchema) } },
    },
    async (request) => {
      const { range, from, to } = request.query;
      const days = range === 'custom' && from && to ? { from, to } : rangeDays(range);
      return { success: true, data: await dashboardCharts(app.db, days.from, days.to) };
    },
  );

  api.get(
    '/stats/today',
    { config: { access: 'admin' }, schema: { response: { 200: envelope(todaySchema) } } },
    async () => ({ success: true, data: await todaysWork(app.db) }),
  );
}
