import type { FastifyInstance } from 'fastify';
import { newsAdminRoutes } from './admin-routes';
import { newsReadRoutes } from './read-routes';
import { newsTableRoutes } from './table-routes';
import { auditEntity } from '../../plugins/audit';

export async function newsRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'news');
  await app.register(newsReadRoutes);
  await app.register(newsAdminRoutes);
  await app.register(newsTableRoutes);
}
