import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { admissionMessages as m } from '#common/admissions';
import { HttpError } from '#server/plugins/errors';
import { idParams } from '../params';
import { documentFor } from './documents';

/**
 * An application's private document (decision 015's way): to admins, and to the student it made
 * once accepted; to anyone else, not found.
 */
export async function admissionDocumentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = app;

  api.get(
    '/documents/:id',
    { config: { access: 'user' }, schema: { params: idParams } },
    async (request, reply) => {
      const document = await documentFor(app.db, request.params.id, request.user ?? undefined);
      reply.header('cache-control', 'private, no-store');
      const download = { fileName: document.file_name, contentType: document.mime };
      if (storage.temporaryLink) {
        return reply.redirect(await storage.temporaryLink(document.key, download));
      }
      const stream = await storage.read(document.key).catch(() => {
        throw new HttpError(404, m.noDocument);
      });
      return reply
        .header('content-type', document.mime)
        .header(
          'content-disposition',
          `inline; filename="${encodeURIComponent(document.file_name)}"`,
        )
        .send(stream);
    },
  );
}
