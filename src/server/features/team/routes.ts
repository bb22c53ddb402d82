import type { FastifyInstance } from 'fastify';
import { teamAdminRoutes } from './admin-routes';
import { teamReadRoutes } from './read-routes';
import { teamTableRoutes } from './table-routes';
import { auditEntity } from '#server/plugins/audit';

export async function teamRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'team member');
  await app.register(teamReadRoutes);
  await app.register(teamAdminRoutes);
  await app.register(teamTableRoutes);
}
