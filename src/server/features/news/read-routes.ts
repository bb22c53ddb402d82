import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { newsDtoSchema } from '#common/schemas/news';
import { rowsOrPage } from '../page-of-rows';
import { idParams, optionalPageQuery } from '../params';
import { seesDrafts } from '../publication';
import { visibleNews } from './lookup';
import { newsDto } from './mapper';
import { newsQuery } from './repo';

/** The news list and one item, for everyone; drafts for admins. */
export async function newsReadRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;

  api.get(
    '/',
    {
      config: { access: 'public', shared: 'visitors' },
      schema: {
        querystring: optionalPageQuery,
        response: {
          200: envelope(z.object({ news: z.array(newsDtoSchema), Pages: z.number().optional() })),
        },
      },
    },
    async (request) => {
      const query = newsQuery(db, !seesDrafts(request.user));
      const { rows, pages } = await rowsOrPage(query, request.query.page);
      return {
        success: true,
        data: { news: rows.map((row) => newsDto(storage, row)), Pages: pages },
      };
    },
  );

  api.get(
    '/:id',
    {
      config: { access: 'public', shared: 'visitors' },
      schema: { params: idParams, response: { 200: envelope(newsDtoSchema) } },
    },
    async (request) => ({
      success: true,
      data: newsDto(storage, await visibleNews(db, request.user, request.params.id)),
    }),
  );
}
