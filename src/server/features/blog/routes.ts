import type { FastifyInstance } from 'fastify';
import { blogAdminRoutes } from './admin-routes';
import { blogReadRoutes } from './read-routes';
import { blogTableRoutes } from './table-routes';
import { auditEntity } from '../../plugins/audit';

export async function blogRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'blog post');
  await app.register(blogReadRoutes);
  await app.register(blogAdminRoutes);
  await app.register(blogTableRoutes);
}
