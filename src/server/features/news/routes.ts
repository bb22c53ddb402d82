import type { FastifyInstance } from 'fastify';
import { newsAdminRoutes } from './admin-routes';
import { newsReadRoutes } from './read-routes';
import { newsTableRoutes } from './table-routes';

export async function newsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(newsReadRoutes);
  await app.register(newsAdminRoutes);
  await app.register(newsTableRoutes);
}
