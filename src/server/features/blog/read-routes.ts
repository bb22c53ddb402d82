import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogDtoSchema } from '#common/schemas/blog';
import { envelope } from '#common/schemas/envelope';
import { rowsOrPage } from '../page-of-rows';
import { idParams, optionalPageQuery } from '../params';
import { seesDrafts } from '../publication';
import { visiblePost } from './lookup';
import { blogDto } from './mapper';
import { postsQuery, postTypes } from './repo';

const listEnvelope = envelope(
  z.object({
    blogs: z.array(blogDtoSchema),
    types: z.array(z.string()),
    Pages: z.number().optional(),
  }),
);

/** The blog list (of one type, when asked) and one post, for everyone; drafts for admins. */
export async function blogReadRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;

  api.get(
    '/',
    {
      config: { access: 'public', shared: 'visitors' },
      schema: {
        querystring: optionalPageQuery.extend({ type: z.string().max(100).optional() }),
        response: { 200: listEnvelope },
      },
    },
    async (request) => {
      const publishedOnly = !seesDrafts(request.user);
      const { page, type } = request.query;
      const query = postsQuery(db, publishedOnly, type || undefined);
      const [list, types] = await Promise.all([
        rowsOrPage(query, page),
        postTypes(db, publishedOnly),
      ]);
      return {
        success: true,
        data: {
          blogs: list.rows.map((row) => blogDto(storage, row)),
          types,
          Pages: list.pages,
        },
      };
    },
  );

  api.get(
    '/:id',
    {
      config: { access: 'public', shared: 'visitors' },
      schema: { params: idParams, response: { 200: envelope(blogDtoSchema) } },
    },
    async (request) => ({
      success: true,
      data: blogDto(storage, await visiblePost(db, request.user, request.params.id)),
    }),
  );
}
