import { sql, type SelectQueryBuilder } from 'kysely';
import { pageCount, PAGE_SIZE } from '#common/pagination';

export interface PageOfRows<O> {
  rows: O[];
  total: number;
  pages: number;
  /** There are more rows than `total`, which then counts only those up to a limit. */
  more?: boolean;
}

/** How many rows the query would give. */
export async function rowCount<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const [counted] = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('n'))
    .$castTo<{ n: number }>()
    .execute();
  return Number(counted?.n ?? 0);
}

/**
 * One page of an ordered query, with the row count and page count of the whole query (or of
 * `counted`, a cheaper query of as many rows, such as the query without joins that drop none).
 */
export async function pageOfRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
  pageSize = PAGE_SIZE,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's rows are counted
  counted: SelectQueryBuilder<any, any, any> = query,
): Promise<PageOfRows<O>> {
  const [rows, total] = await Promise.all([
    query
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    rowCount(counted),
  ]);
  return { rows, total, pages: pageCount(total, pageSize) };
}

/** Every row when no page is asked for (`pages` then undefined), else that page and the count. */
export async function rowsOrPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number | undefined,
): Promise<{ rows: O[]; pages?: number }> {
  if (!page) return { rows: await query.execute() };
  const { rows, pages } = await pageOfRows(query, page);
  return { rows, pages };
}
