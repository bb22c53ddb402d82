import { sql, type SelectQueryBuilder } from 'kysely';
import { pageCount, PAGE_SIZE } from '#common/pagination';

export interface PageOfRows<O> {
  rows: O[];
  total: number;
  pages: number;
}

/** One page of an ordered query, with the row count and page count of the whole query. */
export async function pageOfRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
  pageSize = PAGE_SIZE,
): Promise<PageOfRows<O>> {
  const [rows, [counted]] = await Promise.all([
    query
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select(sql<number>`count(*)`.as('n'))
      .$castTo<{ n: number }>()
      .execute(),
  ]);
  const total = Number(counted?.n ?? 0);
  return { rows, total, pages: pageCount(total, pageSize) };
}
