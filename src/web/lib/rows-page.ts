/** One page of an admin list: its rows, how many pages there are, and which page this is. */
export interface RowsPage<Row> {
  rows: Row[];
  pages: number;
  page: number;
}

/** The page count a list answered with; anything that is not a positive number means one page. */
export const pageCountOf = (value: unknown) =>
  typeof value === 'number' && value >= 1 ? Math.floor(value) : 1;
