/** One page of an admin list: its rows, how many pages there are, and which page this is. */
export interface RowsPage<Row> {
  rows: Row[];
  pages: number;
  page: number;
  /** There are pages after `pages`: a search counts its matches only so far (decision 024). */
  more?: boolean;
}

/** The page count a list answered with; anything that is not a positive number means one page. */
export const pageCountOf = (value: unknown) =>
  typeof value === 'number' && value >= 1 ? Math.floor(value) : 1;
