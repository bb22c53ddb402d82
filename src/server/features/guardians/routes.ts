import type { KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { auditEntity } from '#server/plugins/audit';
import { guardianAdminRoutes } from './admin-routes';
import { makeCodesWhenSent } from './codes';
import { guardianConfirmRoutes } from './confirm-routes';
import { guardianFamilyRoutes } from './family-routes';
import { guardianOwnRoutes } from './own-routes';

/**
 * A student's guardians (issue 39, decision 057): kept by the admin and the student, confirmed by
 * code; and a guardian's own family portal (decision 062).
 */
export async function guardianRoutes(
  app: FastifyInstance,
  { signingKey }: { signingKey: KeyObject },
): Promise<void> {
  auditEntity(app, 'guardian');
  makeCodesWhenSent(app, signingKey);
  await app.register(guardianAdminRoutes, { prefix: '/students' });
  await app.register(guardianOwnRoutes, { prefix: '/mine' });
  await app.register(guardianConfirmRoutes, { prefix: '/confirmation', signingKey });
  await app.register(guardianFamilyRoutes, { prefix: '/family' });
}
