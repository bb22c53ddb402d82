import type { FastifyInstance } from 'fastify';
import { reviewAdminRoutes } from './admin-routes';
import { reviewReadRoutes } from './read-routes';
import { reviewTableRoutes } from './table-routes';
import { reviewWriteRoutes } from './write-routes';
import { auditEntity } from '#server/plugins/audit';

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'review');
  await app.register(reviewReadRoutes);
  await app.register(reviewWriteRoutes);
  await app.register(reviewAdminRoutes);
  await app.register(reviewTableRoutes);
}
