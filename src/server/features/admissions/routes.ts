import type { FastifyInstance } from 'fastify';
import { auditEntity } from '#server/plugins/audit';
import { admissionDocumentRoutes } from './document-routes';
import { admissionFormRoutes } from './form-routes';
import { admissionReviewRoutes } from './review-routes';
import type { AdmissionSteps } from './steps';

/** Admissions (issue 41, decision 072): the public form, the desk's and the review. */
export async function admissionRoutes(
  app: FastifyInstance,
  { steps }: { steps: AdmissionSteps },
): Promise<void> {
  auditEntity(app, 'admission');
  await app.register(admissionFormRoutes(steps));
  await app.register(admissionDocumentRoutes);
  await app.register(admissionReviewRoutes(steps));
}
