import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import { listViewQuerySchema, type ListViewQuery } from '#common/schemas/list-view';
import type { Db } from '../db/database';
import { indiaToday } from '../db/time';
import { rowsOfView, type ListView } from './list-view';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

/**
 * Where a spreadsheet could start a formula in a text: `=`, `+`, `-` or `@` (or their full-width
 * forms, which some read as the same) after any spaces at its start or after a `;` (one set to
 * split on `;` splits there even inside quotes, as the quote is not where its cell starts), and
 * a leading tab or carriage return.
 */
const FORMULA = /(^|;)(?=\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])|^(?=[\t\r])/g;

/** Quotes, line breaks, and both separators a spreadsheet may split on (`,` and `;`). */
const NEEDS_QUOTES = /[",;\r\n]/;

/**
 * One CSV field (RFC 4180). An apostrophe goes before every place a formula could start, which
 * makes the spreadsheet read text; text holding a separator is quoted; numbers are written as
 * they are.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string') text = text.replace(FORMULA, "$1'");
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Paise as rupees with two decimals, as a spreadsheet reads a number: 149900 -> 1499.00. */
export const csvRupees = (paise: number) => (paise / 100).toFixed(2);

const FLUSH_AT = 64 * 1024;

/** A byte-order mark (so Excel reads UTF-8), the header line, then the rows in 64 KB pieces. */
async function* csvText<Row>(columns: CsvColumn<Row>[], rows: AsyncIterable<Row>) {
  let buffer = `\uFEFF${csvLine(columns.map((c) => c.header))}`;
  for await (const row of rows) {
    buffer += csvLine(columns.map((c) => c.value(row)));
    if (buffer.length >= FLUSH_AT) {
      yield buffer;
      buffer = '';
    }
  }
  yield buffer;
}

/** Streams the rows as `<name>-<today>.csv`, a download. */
export function sendCsv<Row>(
  reply: FastifyReply,
  name: string,
  columns: CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${indiaToday()}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(csvText(columns, rows), { objectMode: false }));
}

/** An admin table as its export reads it: the list's query and view, and the CSV's columns. */
export interface CsvTable<Row extends object> {
  /** The file's name before the date: `transactions` -> `transactions-2026-04-01.csv`. */
  name: string;
  query: (db: Db) => SelectQueryBuilder<any, any, Row>; // eslint-disable-line @typescript-eslint/no-explicit-any
  view: ListView;
  columns: CsvColumn<Row>[];
  /** The query string, when the list takes more than the list view's (read as a list view). */
  querystring?: z.ZodType<ListViewQuery>;
}

/**
 * `GET /export.csv` beside an admin table's list (admins only): every row of the view the same
 * query string shows (search, filters, sort; the page is not read), streamed.
 */
export function csvExportRoute<Row extends object>(app: FastifyInstance, table: CsvTable<Row>) {
  const { db } = app;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/export.csv',
    {
      config: { access: 'admin' },
      schema: { querystring: table.querystring ?? listViewQuerySchema },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        table.name,
        table.columns,
        rowsOfView(db, table.query(db), table.view, request.query),
      ),
  );
}
