import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { listViewQuerySchema } from '#common/schemas/list-view';
import { newsDtoSchema } from '#common/schemas/news';
import type { Db } from '../../db/database';
import { csvExportRoute } from '../csv-export';
import { pageOfView } from '../list-view';
import { newsDto } from './mapper';
import { newsCsv, newsView } from './news-view';
import { newsQuery } from './repo';

const allNews = (db: Db) => newsQuery(db, false);

/** The admins' table of every news item, drafts too (search, filters, sort), and its export. */
export async function newsTableRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;

  api.get(
    '/list',
    {
      config: { access: 'admin' },
      schema: {
        querystring: listViewQuerySchema,
        response: {
          200: envelope(
            z.object({
              news: z.array(newsDtoSchema),
              Pages: z.number(),
              total: z.number(),
              more: z.boolean().optional(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { rows, pages, total, more } = await pageOfView(
        db,
        allNews(db),
        newsView,
        request.query,
      );
      return {
        success: true,
        data: { news: rows.map((row) => newsDto(storage, row)), Pages: pages, total, more },
      };
    },
  );

  csvExportRoute(app, { name: 'news', query: allNews, view: newsView, columns: newsCsv });
}
