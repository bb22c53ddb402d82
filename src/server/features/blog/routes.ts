import type { FastifyInstance } from 'fastify';
import { blogAdminRoutes } from './admin-routes';
import { blogReadRoutes } from './read-routes';

export async function blogRoutes(app: FastifyInstance): Promise<void> {
  await app.register(blogReadRoutes);
  await app.register(blogAdminRoutes);
}
