import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { rowsOrPage } from '../page-of-rows';
import { idParams, optionalPageQuery } from '../params';
import { seesDrafts } from '../publication';
import type { ArticleKind } from './kind';
import { visibleArticle } from './lookup';
import { articlesQuery, ofType } from './repo';

/**
 * A kind's list (of one type, when asked and the kind has types) and one article, for everyone;
 * drafts for admins.
 */
export function articleReadRoutes(kind: ArticleKind) {
  const { types } = kind;
  const listSchema = z.object({
    [kind.listKey]: z.array(kind.dto),
    ...(types && { types: z.array(z.string()) }),
    Pages: z.number().optional(),
  });
  const listQuery = types
    ? optionalPageQuery.extend({ type: z.string().max(100).optional() })
    : optionalPageQuery;

  return async (app: FastifyInstance): Promise<void> => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, storage } = app;

    api.get(
      '/',
      {
        config: { access: 'public', shared: 'visitors' },
        schema: { querystring: listQuery, response: { 200: envelope(listSchema) } },
      },
      async (request) => {
        const publishedOnly = !seesDrafts(request.user);
        const { page, type } = request.query as { page?: number; type?: string };
        let query = articlesQuery(db, kind.table, publishedOnly);
        if (types && type) query = ofType(query, types.column, type);
        const [list, typeNames] = await Promise.all([
          rowsOrPage(query, page),
          types?.read(db, publishedOnly),
        ]);
        const data = {
          [kind.listKey]: list.rows.map((row) => kind.toDto(storage, row)),
          ...(typeNames && { types: typeNames }),
          Pages: list.pages,
        };
        // The compiler cannot follow a computed key through zod's types; `toDto` checks the rows.
        return { success: true, data: data as z.output<typeof listSchema> };
      },
    );

    api.get(
      '/:id',
      {
        config: { access: 'public', shared: 'visitors' },
        schema: { params: idParams, response: { 200: envelope(kind.dto) } },
      },
      async (request) => ({
        success: true,
        data: kind.toDto(storage, await visibleArticle(db, kind, request.user, request.params.id)),
      }),
    );
  };
}
