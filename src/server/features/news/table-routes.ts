import type { FastifyInstance } from 'fastify';
import { newsDtoSchema } from '#common/schemas/news';
import type { Db } from '../../db/database';
import { adminTableRoute } from '../admin-table-route';
import { csvExportRoute } from '../csv-export';
import { newsDto } from './mapper';
import { newsCsv, newsView } from './news-view';
import { newsQuery } from './repo';

const allNews = (db: Db) => newsQuery(db, false);

/** The admins' table of every news item, drafts too (search, filters, sort), and its export. */
export async function newsTableRoutes(app: FastifyInstance): Promise<void> {
  const { storage } = app;
  adminTableRoute(app, {
    path: '/list',
    key: 'news',
    dto: newsDtoSchema,
    query: allNews,
    view: newsView,
    toDto: (row) => newsDto(storage, row),
  });
  csvExportRoute(app, { name: 'news', query: allNews, view: newsView, columns: newsCsv });
}
