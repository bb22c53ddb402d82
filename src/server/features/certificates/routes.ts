import type { FastifyInstance } from 'fastify';
import { certificateAdminReadRoutes } from './admin-read-routes';
import { certificateAdminRoutes } from './admin-routes';
import { certificateCheckRoutes } from './check-routes';
import { certificateCompletionRoutes } from './completion-routes';
import { certificateFamilyRoutes } from './family-routes';
import { certificateImportRoutes } from './import-routes';
import { certificateStatusRoutes } from './status-routes';
import { auditEntity } from '#server/plugins/audit';

export async function certificateRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'certificate');
  await app.register(certificateCheckRoutes);
  await app.register(certificateAdminReadRoutes);
  await app.register(certificateAdminRoutes);
  await app.register(certificateStatusRoutes);
  await app.register(certificateImportRoutes);
  await app.register(certificateFamilyRoutes);
  await app.register(certificateCompletionRoutes);
}
