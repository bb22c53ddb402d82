import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import { noteAudit } from '#server/plugins/audit';
import { about, changeSummary, rowSummary } from '#server/plugins/audit-summary';
import { HttpError, validate } from '#server/plugins/errors';
import { intakeImage, readMultipart, type UploadedFile } from '#server/plugins/uploads';
import { removeImage } from '#server/services/images';
import { idParams } from '../params';
import { publication } from '../publication';
import type { ArticleKind } from './kind';
import { existingArticle, found } from './lookup';
import {
  deleteArticle,
  insertArticle,
  updateArticle,
  type ArticleChanges,
  type ArticleTable,
} from './repo';

/** Writing, editing and deleting articles of one kind (admins). */
export function articleAdminRoutes(kind: ArticleKind) {
  const { table, imageField, noun } = kind;
  const articleEnvelope = envelope(kind.dto);

  function imageFile(file: UploadedFile | undefined): UploadedFile {
    if (!file) throw new HttpError(400, kind.messages.image, { [imageField]: kind.messages.image });
    return file;
  }

  return async (app: FastifyInstance): Promise<void> => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, storage } = app;

    api.post(
      kind.paths.create,
      { config: { access: 'admin' }, schema: { response: { 201: articleEnvelope } } },
      async (request, reply) => {
        const { fields, files } = await readMultipart(request);
        const text = validate(kind.createSchema, fields);
        const created = await intakeImage(storage, imageFile(files[imageField]), {
          folder: kind.name,
          save: (key) =>
            insertArticle(db, table, {
              ...kind.textColumns(text),
              ...publication(text.isPublished),
              ...kind.imageColumns(key),
            } as ArticleChanges<ArticleTable>),
        });
        noteAudit(request, {
          summary: about(kind.titleOf(created), rowSummary(kind.facts(created), kind.audit.fields)),
        });
        return reply.code(201).send({
          success: true,
          message: `${noun} created`,
          data: kind.toDto(storage, created),
        });
      },
    );

    api.patch(
      kind.paths.image,
      {
        config: { access: 'admin' },
        schema: { params: idParams, response: { 200: articleEnvelope } },
      },
      async (request) => {
        const article = await existingArticle(db, kind, request.params.id);
        const { files } = await readMultipart(request);
        const updated = await intakeImage(storage, imageFile(files[imageField]), {
          folder: kind.name,
          save: async (key) =>
            found(kind, await updateArticle(db, table, article.id, kind.imageColumns(key))),
          replaces: kind.imageOf(article),
        });
        noteAudit(request, { summary: about(kind.titleOf(article), 'Picture replaced') });
        return {
          success: true,
          message: `${noun} image updated`,
          data: kind.toDto(storage, updated),
        };
      },
    );

    api.patch(
      '/update/:id',
      {
        config: { access: 'admin' },
        schema: { params: idParams, body: kind.updateSchema, response: { 200: articleEnvelope } },
      },
      async (request) => {
        const article = await existingArticle(db, kind, request.params.id);
        const { isPublished } = request.body;
        const updated = found(
          kind,
          await updateArticle(db, table, article.id, {
            ...kind.textColumns(request.body),
            ...(isPublished === undefined ? {} : publication(isPublished, article)),
          }),
        );
        noteAudit(request, {
          summary: about(
            kind.titleOf(article),
            changeSummary(article, updated, kind.audit.fields) || 'No change',
          ),
        });
        return { success: true, message: `${noun} updated`, data: kind.toDto(storage, updated) };
      },
    );

    api.delete(
      kind.paths.remove,
      {
        config: { access: 'admin' },
        schema: { params: idParams, response: { 200: messageEnvelope } },
      },
      async (request) => {
        const article = await existingArticle(db, kind, request.params.id);
        await deleteArticle(db, table, article.id);
        await removeImage(storage, kind.imageOf(article));
        noteAudit(request, {
          summary: about(kind.titleOf(article), rowSummary(kind.facts(article), kind.audit.fields)),
        });
        return { success: true, message: 'Deleted' };
      },
    );
  };
}
