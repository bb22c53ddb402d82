import type { FastifyInstance } from 'fastify';
import { attemptRoutes } from './attempt-routes';
import { testFamilyRoutes } from './family-routes';
import { questionRoutes } from './question-routes';
import { testRoutes } from './test-routes';

/** Tests (decision 066): the question bank, tests and results, and students' attempts. */
export async function testsFeatureRoutes(app: FastifyInstance): Promise<void> {
  await app.register(questionRoutes);
  await app.register(attemptRoutes);
  await app.register(testRoutes);
  await app.register(testFamilyRoutes);
}
