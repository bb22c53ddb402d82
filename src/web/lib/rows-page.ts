import { PAGE_SIZE } from '#common/pagination';

/** One page of an admin list: its rows, how many pages there are, and which page this is. */
export interface RowsPage<Row> {
  rows: Row[];
  pages: number;
  page: number;
}

/** The page count a list answered with; anything that is not a positive number means one page. */
export const pageCountOf = (value: unknown) =>
  typeof value === 'number' && value >= 1 ? Math.floor(value) : 1;

/** One page of a list the API sends whole (10 rows a page, as the server pages others). */
export function pageOf<Row>(rows: Row[], page: number, pageSize = PAGE_SIZE): RowsPage<Row> {
  return {
    rows: rows.slice((page - 1) * pageSize, page * pageSize),
    pages: Math.max(1, Math.ceil(rows.length / pageSize)),
    page,
  };
}
