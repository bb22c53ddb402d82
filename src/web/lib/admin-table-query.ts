import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './api';
import { pageCountOf, type RowsPage } from './rows-page';

/** Where an admin table's pages are read, as its API route takes them. */
interface AdminTableSource {
  /** The list's address under the API (`/user`); the page and view go in its query string. */
  path: string;
  /** POST where the API reads the list with a POST (users, contacts, registrations). */
  method?: 'GET' | 'POST';
  /** The answer's field holding the rows (`users`); every list answers `Pages`, `more` beside it. */
  rows: string;
  /** The cache key of one page of one view. */
  key: (page: number, view: string) => QueryKey;
}

type TablePage<Row> = Record<string, Row[] | number | boolean | undefined> & {
  Pages?: number;
  more?: boolean;
};

/**
 * The query of one page of an admin table's view (`q=…&status=…&sort=…`), in the answer every
 * admin list gives (`data: { <rows>, Pages, total, more? }`); the previous page stays shown while
 * the next loads.
 */
export const adminTableQuery =
  <Row>({ path, method = 'GET', rows, key }: AdminTableSource) =>
  (page: number, view = '') =>
    queryOptions({
      queryKey: key(page, view),
      queryFn: async ({ signal }): Promise<RowsPage<Row>> => {
        const url = `${path}?page=${page}${view && `&${view}`}`;
        const options = { quiet: true, signal };
        const { data } = await (method === 'POST'
          ? api.post<TablePage<Row>>(url, undefined, options)
          : api.get<TablePage<Row>>(url, options));
        const found = data?.[rows];
        return {
          rows: Array.isArray(found) ? found : [],
          pages: pageCountOf(data?.Pages),
          page,
          more: data?.more,
        };
      },
      placeholderData: keepPreviousData,
    });
