import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { listViewQuerySchema, type ListViewQuery } from '#common/schemas/list-view';
import type { Db } from '../db/database';
import { pageOfView, type ListView } from './list-view';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's query
type AnyQuery = SelectQueryBuilder<any, any, any>;

/** An admin table as its list reads it: the query and view, and each row as the answer gives it. */
export interface AdminTable<
  Row extends object,
  Key extends string,
  Dto extends z.ZodType,
  Extra extends z.ZodRawShape,
> {
  path: string;
  /** The answer's field holding the page's rows: `news` -> `{ news: [...], Pages, total }`. */
  key: Key;
  dto: Dto;
  query: (db: Db) => SelectQueryBuilder<any, any, Row>; // eslint-disable-line @typescript-eslint/no-explicit-any
  view: ListView;
  toDto: (row: Row) => z.output<Dto>;
  /** The same rows without the joins that drop none, cheaper to count. */
  counted?: (db: Db) => AnyQuery;
  /** The query string, when the table takes more than the list view's (read as a list view). */
  querystring?: z.ZodType<ListViewQuery>;
  /** Fields the answer carries beside the rows, read while the page is. */
  extra?: { fields: Extra; read: (db: Db) => Promise<z.output<z.ZodObject<Extra>>> };
}

/** The answer's data: the rows under their key, any extra fields, then the page count and total. */
const pageSchema = <Key extends string, Dto extends z.ZodType, Extra extends z.ZodRawShape>(
  key: Key,
  dto: Dto,
  extra: Extra,
) =>
  z
    .object({ [key]: z.array(dto) } as Record<Key, z.ZodArray<Dto>>)
    .extend(extra)
    .extend({
      Pages: z.number(),
      total: z.number(),
      /** A search found more than `total` (decision 024). */
      more: z.boolean().optional(),
    });

/**
 * `GET <path>` (admins only): one page of an admin table's view (search, filters, sort) as the
 * query string asks, with the page count and total.
 */
export function adminTableRoute<
  Row extends object,
  Key extends string,
  Dto extends z.ZodType,
  Extra extends z.ZodRawShape = Record<never, never>,
>(app: FastifyInstance, table: AdminTable<Row, Key, Dto, Extra>) {
  const { db } = app;
  const data = pageSchema(table.key, table.dto, table.extra?.fields ?? ({} as Extra));
  app.withTypeProvider<ZodTypeProvider>().get(
    table.path,
    {
      config: { access: 'admin' },
      schema: {
        querystring: table.querystring ?? listViewQuerySchema,
        response: { 200: envelope(data) },
      },
    },
    async (request) => {
      const [{ rows, pages, total, more }, extra] = await Promise.all([
        pageOfView(db, table.query(db), table.view, request.query, table.counted?.(db)),
        table.extra?.read(db),
      ]);
      const page = { [table.key]: rows.map(table.toDto), ...extra, Pages: pages, total, more };
      // The compiler cannot follow a computed key through zod's types; the table's types check the
      // rows (`toDto`) and the extra fields (`extra.read`).
      return { success: true, data: page as z.output<typeof data> };
    },
  );
}
