import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { blogDtoSchema } from '#common/schemas/blog';
import type { Db } from '../../db/database';
import { adminTableRoute } from '../admin-table-route';
import { csvExportRoute } from '../csv-export';
import { blogCsv, blogView } from './blog-view';
import { blogDto } from './mapper';
import { postsQuery, postTypes } from './repo';

const allPosts = (db: Db) => postsQuery(db, false);

/** The admins' table of every post, drafts too (search, filters, sort), and its export. */
export async function blogTableRoutes(app: FastifyInstance): Promise<void> {
  const { storage } = app;
  adminTableRoute(app, {
    path: '/list',
    key: 'blogs',
    dto: blogDtoSchema,
    query: allPosts,
    view: blogView,
    toDto: (row) => blogDto(storage, row),
    extra: {
      // Every type that has a post, for the type filter.
      fields: { types: z.array(z.string()) },
      read: async (db) => ({ types: await postTypes(db, false) }),
    },
  });
  csvExportRoute(app, { name: 'blog', query: allPosts, view: blogView, columns: blogCsv });
}
