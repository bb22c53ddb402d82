import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogDtoSchema } from '#common/schemas/blog';
import { envelope } from '#common/schemas/envelope';
import { listViewQuerySchema } from '#common/schemas/list-view';
import type { Db } from '../../db/database';
import { csvExportRoute } from '../csv-export';
import { pageOfView } from '../list-view';
import { blogCsv, blogView } from './blog-view';
import { blogDto } from './mapper';
import { postsQuery, postTypes } from './repo';

const allPosts = (db: Db) => postsQuery(db, false);

/** The admins' table of every post, drafts too (search, filters, sort), and its export. */
export async function blogTableRoutes(app: FastifyInstance): Promise<void> {
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
              blogs: z.array(blogDtoSchema),
              /** Every type that has a post, for the type filter. */
              types: z.array(z.string()),
              Pages: z.number(),
              total: z.number(),
              more: z.boolean().optional(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const [{ rows, pages, total, more }, types] = await Promise.all([
        pageOfView(db, allPosts(db), blogView, request.query),
        postTypes(db, false),
      ]);
      return {
        success: true,
        data: {
          blogs: rows.map((row) => blogDto(storage, row)),
          types,
          Pages: pages,
          total,
          more,
        },
      };
    },
  );

  csvExportRoute(app, { name: 'blog', query: allPosts, view: blogView, columns: blogCsv });
}
