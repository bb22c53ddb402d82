import type { KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account-routes';
import { googleRoutes } from './google-routes';
import { passwordRoutes } from './password-routes';
import { phoneRoutes } from './phone/routes';
import { studentRoutes } from './student-routes';
import { verificationRoutes } from './verification-routes';
import { auditEntity } from '#server/plugins/audit';

export async function userRoutes(
  app: FastifyInstance,
  { signingKey }: { signingKey: KeyObject },
): Promise<void> {
  auditEntity(app, 'user');
  await app.register(accountRoutes);
  await app.register(passwordRoutes);
  await app.register(googleRoutes);
  await app.register(verificationRoutes);
  await app.register(studentRoutes, { prefix: '/students' });
  await app.register(phoneRoutes, { prefix: '/phone', signingKey });
}
