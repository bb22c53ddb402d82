import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blogCreateSchema,
  blogDtoSchema,
  blogMessages,
  blogUpdateSchema,
} from '#common/schemas/blog';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import { noteAudit } from '../../plugins/audit';
import { about, rowSummary, changeSummary } from '../../plugins/audit-summary';
import { blogAuditFields } from './audit-fields';
import { HttpError, validate } from '../../plugins/errors';
import { intakeImage, readMultipart, type UploadedFile } from '../../plugins/uploads';
import { removeImage } from '../../services/images';
import { renderMarkdown } from '../../services/markdown';
import { idParams } from '../params';
import { publication } from '../publication';
import { existingPost, found } from './lookup';
import { blogDto } from './mapper';
import { deletePost, insertPost, updatePost } from './repo';

const blogEnvelope = envelope(blogDtoSchema);

function imageFile(file: UploadedFile | undefined): UploadedFile {
  if (!file) throw new HttpError(400, blogMessages.image, { BlogUrl: blogMessages.image });
  return file;
}

const textColumns = (fields: {
  BlogTitle: string;
  Instructor: string;
  Description: string;
  BlogType: string;
}) => ({
  blog_title: fields.BlogTitle,
  instructor: fields.Instructor,
  blog_type: fields.BlogType,
  description: fields.Description,
  description_html: renderMarkdown(fields.Description),
});

/** Writing, editing and deleting blog posts (admins). */
export async function blogAdminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;

  api.post(
    '/create',
    { config: { access: 'admin' }, schema: { response: { 201: blogEnvelope } } },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request);
      const post = validate(blogCreateSchema, fields);
      const created = await intakeImage(storage, imageFile(files.BlogUrl), {
        folder: 'blog',
        save: (key) =>
          insertPost(db, {
            ...textColumns(post),
            ...publication(post.isPublished),
            blog_image: key,
          }),
      });
      noteAudit(request, {
        summary: about(
          created.blog_title,
          rowSummary(
            { blog_type: created.blog_type, is_published: created.is_published },
            blogAuditFields,
          ),
        ),
      });
      return reply
        .code(201)
        .send({ success: true, message: 'Blog created', data: blogDto(storage, created) });
    },
  );

  api.patch(
    '/updateImg/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: blogEnvelope } },
    },
    async (request) => {
      const post = await existingPost(db, request.params.id);
      const { files } = await readMultipart(request);
      const updated = await intakeImage(storage, imageFile(files.BlogUrl), {
        folder: 'blog',
        save: async (key) => found(await updatePost(db, post.id, { blog_image: key })),
        replaces: post.blog_image,
      });
      noteAudit(request, { summary: about(post.blog_title, 'Picture replaced') });
      return { success: true, message: 'Blog image updated', data: blogDto(storage, updated) };
    },
  );

  api.patch(
    '/update/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: blogUpdateSchema, response: { 200: blogEnvelope } },
    },
    async (request) => {
      const post = await existingPost(db, request.params.id);
      const { isPublished } = request.body;
      const updated = found(
        await updatePost(db, post.id, {
          ...textColumns(request.body),
          ...(isPublished === undefined ? {} : publication(isPublished, post)),
        }),
      );
      noteAudit(request, {
        summary: about(
          post.blog_title,
          changeSummary(post, updated, blogAuditFields) || 'No change',
        ),
      });
      return { success: true, message: 'Blog updated', data: blogDto(storage, updated) };
    },
  );

  api.delete(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const post = await existingPost(db, request.params.id);
      await deletePost(db, post.id);
      await removeImage(storage, post.blog_image);
      noteAudit(request, {
        summary: about(
          post.blog_title,
          rowSummary(
            { blog_type: post.blog_type, is_published: post.is_published },
            blogAuditFields,
          ),
        ),
      });
      return { success: true, message: 'Deleted' };
    },
  );
}
