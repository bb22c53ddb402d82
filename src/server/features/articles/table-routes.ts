import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '#server/db/database';
import { adminTableRoute } from '../admin-table-route';
import { csvExportRoute } from '../csv-export';
import type { ArticleKind } from './kind';
import { articlesQuery } from './repo';

/** The admins' table of a kind's articles, drafts too (search, filters, sort), and its export. */
export function articleTableRoutes(kind: ArticleKind) {
  const { types } = kind;
  const everyArticle = (db: Db) => articlesQuery(db, kind.table, false);
  return async (app: FastifyInstance): Promise<void> => {
    const { storage } = app;
    adminTableRoute(app, {
      path: '/list',
      key: kind.listKey,
      dto: kind.dto,
      query: everyArticle,
      view: kind.view,
      toDto: (row) => kind.toDto(storage, row),
      // Every type that has an article, for the type filter.
      extra: types && {
        fields: { types: z.array(z.string()) },
        read: async (db) => ({ types: await types.read(db, false) }),
      },
    });
    csvExportRoute(app, {
      name: kind.name,
      query: everyArticle,
      view: kind.view,
      columns: kind.csv,
    });
  };
}
