import type { FastifyInstance } from 'fastify';
import { newsAdminRoutes } from './admin-routes';
import { newsReadRoutes } from './read-routes';

export async function newsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(newsReadRoutes);
  await app.register(newsAdminRoutes);
}
