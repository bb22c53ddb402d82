import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paths } from '#common/paths';
import { envelope } from '#common/schemas/envelope';
import { childCertificatesSchema } from '#common/schemas/family';
import { childOrNotFound } from '../family-child';
import { idParams } from '../params';
import { certificatesOfStudent } from './repo';

/** A guardian's view of their child's certificates (decision 062); any other student is "not found". */
export async function certificateFamilyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/family/:id',
    {
      config: { access: 'user' },
      schema: { params: idParams, response: { 200: envelope(childCertificatesSchema) } },
    },
    async (request) => {
      const child = await childOrNotFound(db, request, request.params.id);
      const rows = await certificatesOfStudent(db, child);
      return {
        success: true,
        data: {
          certificates: rows.map((row) => ({
            _id: row.id,
            number: row.number,
            course: row.course,
            issuedOn: row.issued_on,
            grade: row.grade,
            verifyHref: paths.certificateVerification.getHref(row.file_id),
          })),
        },
      };
    },
  );
}
