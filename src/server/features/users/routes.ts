import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account-routes';
import { googleRoutes } from './google-routes';
import { passwordRoutes } from './password-routes';
import { studentRoutes } from './student-routes';
import { verificationRoutes } from './verification-routes';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  await app.register(accountRoutes);
  await app.register(passwordRoutes);
  await app.register(googleRoutes);
  await app.register(verificationRoutes);
  await app.register(studentRoutes, { prefix: '/students' });
}
