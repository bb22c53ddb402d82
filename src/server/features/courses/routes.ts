import type { FastifyInstance } from 'fastify';
import { courseAdminRoutes } from './admin-routes';
import { catalogueRoutes } from './catalogue-routes';
import { courseDetailRoutes } from './detail-routes';
import { courseResourceRoutes } from './resource-routes';

export async function courseRoutes(app: FastifyInstance): Promise<void> {
  await app.register(catalogueRoutes);
  await app.register(courseAdminRoutes);
  await app.register(courseResourceRoutes);
  await app.register(courseDetailRoutes);
}
