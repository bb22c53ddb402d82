import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { pageCount } from '#common/pagination';
import { envelope } from '#common/schemas/envelope';
import {
  listViewQuerySchema,
  wholeListViewQuerySchema,
  type ListViewQuery,
} from '#common/schemas/list-view';
import type { Db } from '../db/database';
import { filtered, pageOfView, viewed, type ListView } from './list-view';
import { rowCount, type PageOfRows } from './page-of-rows';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's query
type AnyQuery = SelectQueryBuilder<any, any, any>;

/** The view as a table's query string gives it; the page is absent only where `whole` allows. */
type TableQuery = Omit<ListViewQuery, 'page'> & { page?: number };

/** How a page's rows become the answer's: each alone, or all of them together with further reads. */
type RowsToDtos<Row extends object, Dto extends z.ZodType> =
  | { toDto: (row: Row) => z.output<Dto>; toDtos?: never }
  | {
      toDto?: never;
      /** The page's rows at once, when the answer reads more for them (notes, files, documents). */
      toDtos: (rows: Row[], request: FastifyRequest) => Promise<z.output<Dto>[]>;
    };

/** An admin table as its list reads it: the query and view, and each row as the answer gives it. */
export type AdminTable<
  Row extends object,
  Key extends string,
  Dto extends z.ZodType,
  Extra extends z.ZodRawShape,
> = RowsToDtos<Row, Dto> & {
  path: string;
  /** `POST` where the spec's clients read the list with a POST (users, contacts, registrations). */
  method?: 'GET' | 'POST';
  /** The answer's field holding the page's rows: `news` -> `{ news: [...], Pages, total }`. */
  key: Key;
  dto: Dto;
  query: (db: Db) => SelectQueryBuilder<any, any, Row>; // eslint-disable-line @typescript-eslint/no-explicit-any
  view: ListView;
  /** The same rows without the joins that drop none, cheaper to count. */
  counted?: (db: Db) => AnyQuery;
  /** The query string, when the table takes more than the list view's (read as a list view). */
  querystring?: z.ZodType<TableQuery>;
  /** Fields the answer carries beside the rows, read while the page is. */
  extra?: { fields: Extra; read: (db: Db) => Promise<z.output<z.ZodObject<Extra>>> };
  /**
   * What a request without a page answers: every row of the view (the course pickers) or only
   * their count (the dashboard's figure). Without it the page defaults to the first.
   */
  whole?: 'rows' | 'count';
  /**
   * Where the spec's clients read the page count, beside `data.Pages`: the envelope's own `Pages`
   * (users, courses) or `data.pages` (transactions).
   */
  pagesAlso?: 'envelope' | 'data.pages';
};

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

/** The response schema: the common envelope, with the spec's extra places for the page count. */
function answerSchema(data: z.ZodObject, table: { pagesAlso?: string; whole?: string }) {
  const withPages = table.pagesAlso === 'data.pages' ? data.extend({ pages: z.number() }) : data;
  const page =
    table.pagesAlso === 'envelope'
      ? envelope(withPages).extend({ Pages: z.number() })
      : envelope(withPages);
  return table.whole === 'count' ? z.union([page, envelope(z.number())]) : page;
}

/**
 * `GET <path>` (or `POST`; admins only): one page of an admin table's view (search, filters,
 * sort) as the query string asks, in the envelope every admin list answers:
 * `{ success, data: { <key>: rows, ...extra, Pages, total, more? } }`.
 */
export function adminTableRoute<
  Row extends object,
  Key extends string,
  Dto extends z.ZodType,
  Extra extends z.ZodRawShape = Record<never, never>,
>(app: FastifyInstance, table: AdminTable<Row, Key, Dto, Extra>) {
  const { db } = app;
  const data = pageSchema(table.key, table.dto, table.extra?.fields ?? ({} as Extra));
  const toDtos = (rows: Row[], request: FastifyRequest) =>
    table.toDtos ? table.toDtos(rows, request) : Promise.resolve(rows.map(table.toDto));
  const counted = () => table.counted?.(db) ?? table.query(db);

  /** The view's rows: one page, or all of them when no page is asked for. */
  async function rowsOf({ page, ...view }: TableQuery): Promise<PageOfRows<Row>> {
    if (page) return pageOfView(db, table.query(db), table.view, { ...view, page }, counted());
    const rows = await viewed(db, table.query(db), table.view, view).execute();
    return { rows, total: rows.length, pages: pageCount(rows.length), more: false };
  }

  app.withTypeProvider<ZodTypeProvider>().route({
    method: table.method ?? 'GET',
    url: table.path,
    config: { access: 'admin', audit: false },
    schema: {
      querystring:
        table.querystring ?? (table.whole ? wholeListViewQuerySchema : listViewQuerySchema),
      response: { 200: answerSchema(data, table) },
    },
    handler: async (request) => {
      const query = request.query as TableQuery;
      if (!query.page && table.whole === 'count') {
        const matching = filtered(db, counted(), table.view, query);
        return { success: true, data: await rowCount(matching) };
      }
      const [{ rows, pages, total, more }, extra] = await Promise.all([
        rowsOf(query),
        table.extra?.read(db),
      ]);
      const page = {
        [table.key]: await toDtos(rows, request),
        ...extra,
        Pages: pages,
        total,
        more,
        ...(table.pagesAlso === 'data.pages' && { pages }),
      };
      return {
        success: true,
        data: page,
        ...(table.pagesAlso === 'envelope' && { Pages: pages }),
      };
    },
  });
}
