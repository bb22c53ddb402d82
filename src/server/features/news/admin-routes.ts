import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import {
  newsCreateSchema,
  newsDtoSchema,
  newsMessages,
  newsUpdateSchema,
} from '#common/schemas/news';
import { noteAudit } from '../../plugins/audit';
import { about, rowSummary, changeSummary } from '../../plugins/audit-summary';
import { newsAuditFields } from './audit-fields';
import { HttpError, validate } from '../../plugins/errors';
import { intakeImage, readMultipart, type UploadedFile } from '../../plugins/uploads';
import { removeImage } from '../../services/images';
import { renderMarkdown } from '../../services/markdown';
import { idParams } from '../params';
import { publication } from '../publication';
import { existingNews, found } from './lookup';
import { newsDto } from './mapper';
import { deleteNews, insertNews, updateNews } from './repo';

const newsEnvelope = envelope(newsDtoSchema);

function imageFile(file: UploadedFile | undefined): UploadedFile {
  if (!file) throw new HttpError(400, newsMessages.image, { newsImage: newsMessages.image });
  return file;
}

const textColumns = (fields: { newsHeadline: string; newsDescription: string }) => ({
  news_headline: fields.newsHeadline,
  news_description: fields.newsDescription,
  description_html: renderMarkdown(fields.newsDescription),
});

/** Writing, editing and deleting news (admins). */
export async function newsAdminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;

  api.post(
    '/createNews',
    { config: { access: 'admin' }, schema: { response: { 201: newsEnvelope } } },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request);
      const news = validate(newsCreateSchema, fields);
      const created = await intakeImage(storage, imageFile(files.newsImage), {
        folder: 'news',
        save: (key) =>
          insertNews(db, {
            ...textColumns(news),
            ...publication(news.isPublished),
            news_image: key,
          }),
      });
      noteAudit(request, {
        summary: about(
          created.news_headline,
          rowSummary({ is_published: created.is_published }, newsAuditFields),
        ),
      });
      return reply
        .code(201)
        .send({ success: true, message: 'News created', data: newsDto(storage, created) });
    },
  );

  api.patch(
    '/updateImage/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: newsEnvelope } },
    },
    async (request) => {
      const news = await existingNews(db, request.params.id);
      const { files } = await readMultipart(request);
      const updated = await intakeImage(storage, imageFile(files.newsImage), {
        folder: 'news',
        save: async (key) => found(await updateNews(db, news.id, { news_image: key })),
        replaces: news.news_image,
      });
      noteAudit(request, { summary: about(news.news_headline, 'Picture replaced') });
      return { success: true, message: 'News image updated', data: newsDto(storage, updated) };
    },
  );

  api.patch(
    '/update/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: newsUpdateSchema, response: { 200: newsEnvelope } },
    },
    async (request) => {
      const news = await existingNews(db, request.params.id);
      const { isPublished } = request.body;
      const updated = found(
        await updateNews(db, news.id, {
          ...textColumns(request.body),
          ...(isPublished === undefined ? {} : publication(isPublished, news)),
        }),
      );
      noteAudit(request, {
        summary: about(
          news.news_headline,
          changeSummary(news, updated, newsAuditFields) || 'No change',
        ),
      });
      return { success: true, message: 'News updated', data: newsDto(storage, updated) };
    },
  );

  api.delete(
    '/delete/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const news = await existingNews(db, request.params.id);
      await deleteNews(db, news.id);
      await removeImage(storage, news.news_image);
      noteAudit(request, {
        summary: about(
          news.news_headline,
          rowSummary({ is_published: news.is_published }, newsAuditFields),
        ),
      });
      return { success: true, message: 'Deleted' };
    },
  );
}
