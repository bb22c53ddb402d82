import {
  PostgresAdapter,
  sql,
  type Expression,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { pageCount, PAGE_SIZE } from '#common/pagination';
import { listViewMessages, type ListViewQuery } from '#common/schemas/list-view';
import type { Db } from '../db/database';
import { pgSearchText, type SearchedTable } from '../db/search-indexes';
import { HttpError } from '../plugins/errors';
import { pageOfRows, type PageOfRows } from './page-of-rows';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's query is narrowed
type AnyQuery = SelectQueryBuilder<any, any, any>;

/**
 * A filter of listed values: one column equal to the value, or a condition of its own. Without a
 * list, any value is matched exactly (a course's category, which admins name as they like).
 */
interface ChoiceFilter {
  values?: readonly string[];
  column: string | ((value: string) => Expression<SqlBool>);
  /** The rows shown while no value is chosen, when not all of them (expired orders are hidden). */
  unchosen?: () => Expression<SqlBool>;
}

/**
 * What one admin table can be searched, filtered and sorted by. Column names are qualified
 * (`payments.amount`) when the table's query joins others.
 */
export interface ListView {
  /** The row's own id, the tie-break of every sort. */
  id: string;
  /** Sort key in the address -> the column sorted on (not nullable, so pages follow on). */
  sorts: Record<string, string>;
  /** The sort of a view that names none; newest first when `dir` is absent. */
  defaultSort: string;
  defaultDir?: 'asc' | 'desc';
  search?: (db: Db, q: string) => Expression<SqlBool>;
  status?: ChoiceFilter;
  mode?: ChoiceFilter;
  /** What kind of thing a row is about (the activity's entity). */
  kind?: ChoiceFilter;
  /** The column holding a course id, or the condition for rows of a course. */
  course?: string | ((db: Db, courseId: string) => Expression<SqlBool>);
  /** The column the date range applies to: a UTC timestamp, compared by days in India. */
  date?: string;
  /** Or a column holding a calendar day (YYYY-MM-DD), such as a certificate's day of issue. */
  day?: string;
  /**
   * A calendar day that stands for the row's date where it is set (the day a desk payment was
   * taken, not the day it was entered): the date range reads it first, then `date`.
   */
  dayFirst?: string;
}

/** A view without its page, as the export and the count take it. */
type ViewParams = Omit<ListViewQuery, 'page'>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** `<table>` rows containing `q`, found through the table's search index (decision 020). */
export function matchesSearch(
  db: Db,
  table: SearchedTable,
  q: string,
  alias: string = table,
): Expression<SqlBool> {
  if (isPostgres(db)) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql<SqlBool>`(${pgSearchText(table, alias)}) ilike ${pattern}`;
  }
  const phrase = `"${q.replace(/"/g, '""')}"`;
  const index = sql.raw(`${table}_search`);
  return sql<SqlBool>`${sql.ref(`${alias}.rowid`)} in
    (select rowid from ${index} where ${index} match ${phrase})`;
}

/** The first moment of a day in India, as a UTC timestamp. */
export const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();

/** The first moment of the day after, in India. */
export const indiaDayEnd = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00+05:30`) + 86_400_000).toISOString();

/** The condition of a choice filter, when the view has one; 400 for a value it does not list. */
function choice(
  filter: ChoiceFilter | undefined,
  value: string | undefined,
  field: string,
): Expression<SqlBool> | undefined {
  if (!value) return undefined;
  if (!filter || (filter.values && !filter.values.includes(value))) {
    const message = field === 'status' ? listViewMessages.badStatus : listViewMessages.badFilter;
    throw new HttpError(400, message, { [field]: message });
  }
  const { column } = filter;
  return typeof column === 'string' ? sql<SqlBool>`${sql.ref(column)} = ${value}` : column(value);
}

/** The query narrowed to the view's search and filters, without any order. */
export function filtered<Q extends AnyQuery>(
  db: Db,
  query: Q,
  view: ListView,
  params: ViewParams,
): Q {
  let q = query.clearOrderBy() as Q;
  const where = (condition: Expression<SqlBool>) => {
    q = q.where(condition) as Q;
  };
  if (params.q && view.search) where(view.search(db, params.q));
  for (const field of ['status', 'mode', 'kind'] as const) {
    const condition = params[field]
      ? choice(view[field], params[field], field)
      : view[field]?.unchosen?.();
    if (condition) where(condition);
  }
  if (params.course && view.course) {
    where(
      typeof view.course === 'string'
        ? sql<SqlBool>`${sql.ref(view.course)} = ${params.course}`
        : view.course(db, params.course),
    );
  }
  const dated = (byDay: Expression<SqlBool>, byDate: Expression<SqlBool>) => {
    if (!view.dayFirst) return byDate;
    const day = sql.ref(view.dayFirst);
    return sql<SqlBool>`((${day} is not null and ${byDay}) or (${day} is null and ${byDate}))`;
  };
  if (view.date && params.from) {
    where(
      dated(
        sql<SqlBool>`${sql.ref(view.dayFirst ?? view.date)} >= ${params.from}`,
        sql<SqlBool>`${sql.ref(view.date)} >= ${indiaDayStart(params.from)}`,
      ),
    );
  }
  if (view.date && params.to) {
    where(
      dated(
        sql<SqlBool>`${sql.ref(view.dayFirst ?? view.date)} <= ${params.to}`,
        sql<SqlBool>`${sql.ref(view.date)} < ${indiaDayEnd(params.to)}`,
      ),
    );
  }
  if (view.day && params.from) where(sql<SqlBool>`${sql.ref(view.day)} >= ${params.from}`);
  if (view.day && params.to) where(sql<SqlBool>`${sql.ref(view.day)} <= ${params.to}`);
  return q;
}

/** The column and direction the view sorts by. */
export function sortOf(view: ListView, params: ViewParams) {
  const key = params.sort ?? view.defaultSort;
  const column = view.sorts[key];
  if (!column)
    throw new HttpError(400, listViewMessages.badSort, { sort: listViewMessages.badSort });
  const dir = params.dir ?? (params.sort ? 'asc' : (view.defaultDir ?? 'desc'));
  return { column, dir };
}

/** The query filtered and sorted as the view asks, the row id breaking ties. */
export function viewed<Q extends AnyQuery>(
  db: Db,
  query: Q,
  view: ListView,
  params: ViewParams,
): Q {
  const { column, dir } = sortOf(view, params);
  return filtered(db, query, view, params)
    .orderBy(sql.ref(column), dir)
    .orderBy(sql.ref(view.id), dir) as Q;
}

/** One page of the view, counted over `counted` (the same rows without joins) when given. */
export function pageOfView<O>(
  db: Db,
  query: SelectQueryBuilder<any, any, O>, // eslint-disable-line @typescript-eslint/no-explicit-any
  view: ListView,
  params: ListViewQuery,
  counted: AnyQuery = query,
): Promise<PageOfRows<O>> {
  if (params.q && view.search) {
    return pageOfSearch(db, query, view, params, view.search(db, params.q), counted);
  }
  return pageOfRows(
    viewed(db, query, view, params),
    params.page,
    undefined,
    filtered(db, counted, view, params),
  );
}

/** A search counts its matches up to this many pages past the one asked for (decision 024). */
const PAGES_AHEAD = 10;
/** Up to this many matches, a search's page is sorted from its matches alone. */
const FEW_MATCHES = 1000;

/**
 * One page of a search, its matches counted up to a limit (`more` when there are more). A few
 * matches are sorted by themselves; many are read along the sort order until the page is full.
 */
async function pageOfSearch<O>(
  db: Db,
  query: SelectQueryBuilder<any, any, O>, // eslint-disable-line @typescript-eslint/no-explicit-any
  view: ListView,
  params: ListViewQuery,
  search: Expression<SqlBool>,
  counted: AnyQuery,
): Promise<PageOfRows<O>> {
  const { column, dir } = sortOf(view, params);
  const limit = (params.page + PAGES_AHEAD) * PAGE_SIZE;
  const matches = await filtered(db, counted, view, params)
    .clearSelect()
    .select(sql.ref<string>(view.id).as('id'))
    .limit(limit + 1)
    .execute();
  const total = Math.min(matches.length, limit);
  const page = (rows: AnyQuery) =>
    rows
      .orderBy(sql.ref(column), dir)
      .orderBy(sql.ref(view.id), dir)
      .limit(PAGE_SIZE)
      .offset((params.page - 1) * PAGE_SIZE)
      .execute() as Promise<O[]>;
  let rows: O[];
  if (matches.length === 0) rows = [];
  else if (matches.length <= Math.min(limit, FEW_MATCHES)) {
    const ids = matches.map((match: { id: string }) => match.id);
    rows = await page(query.clearOrderBy().where(sql.ref(view.id), 'in', ids));
  } else {
    // Compared as a value, SQLite checks the search row by row along the sort's index instead of
    // reading every match first to sort them all.
    rows = await page(
      filtered(db, query, view, { ...params, q: undefined }).where(
        isPostgres(db) ? search : sql<SqlBool>`(${search}) = 1`,
      ),
    );
  }
  return { rows, total, pages: pageCount(total), more: matches.length > limit };
}

const CHUNK = 500;

/**
 * Every row of the view in order, read a chunk at a time after the last row read (keyset), so
 * a large export holds one chunk in memory and no connection between chunks.
 */
export async function* rowsOfView<O extends object>(
  db: Db,
  query: SelectQueryBuilder<any, any, O>, // eslint-disable-line @typescript-eslint/no-explicit-any
  view: ListView,
  params: ViewParams,
): AsyncGenerator<O> {
  const { column, dir } = sortOf(view, params);
  const base = viewed(db, query, view, params).select([
    sql.ref(column).as('view_key'),
    sql.ref(view.id).as('view_id'),
  ]);
  let after: { key: unknown; id: unknown } | undefined;
  for (;;) {
    const page = after
      ? base.where(
          sql<SqlBool>`(${sql.ref(column)}, ${sql.ref(view.id)}) ${sql.raw(dir === 'desc' ? '<' : '>')} (${after.key}, ${after.id})`,
        )
      : base;
    const rows = await page.limit(CHUNK).execute();
    for (const row of rows) yield row as O;
    const last = rows.at(-1) as { view_key: unknown; view_id: unknown } | undefined;
    if (rows.length < CHUNK || !last) return;
    after = { key: last.view_key, id: last.view_id };
  }
}
