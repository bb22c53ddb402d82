import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { RowsPage } from '../lib/rows-page';
import { useListView } from '../lib/use-list-view';
import { usePageParam } from '../lib/use-page-param';
import { DataTable, type Column } from './data-table';
import { ListToolbar, type ListToolbarOptions } from './list-toolbar';

export interface AdminListTableProps<Row, Data, Key extends QueryKey> {
  /** The table's name for screen readers: "Registered users". */
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  emptyText: string;
  /** Shown instead of `emptyText` when a search or filter found nothing. */
  noMatchText?: string;
  /** Search, filters, sorting and export, for a table whose API takes a view. */
  toolbar?: ListToolbarOptions;
  /** The query of one page of the view (`q=…&status=…&sort=…`), as `adminTableQuery` makes it
   * (or of every row, with `select` picking the page); page and view live in the address. */
  query: (page: number, view: string) => UseQueryOptions<Data, Error, RowsPage<Row>, Key>;
}

/**
 * An admin list's table: its toolbar, then the numbered rows of the page the address asks for,
 * with the pages and every state. On its own within a screen (the desk's fees), else in
 * `AdminListPage`.
 */
export function AdminListTable<Row, Data, Key extends QueryKey>({
  caption,
  columns,
  rowKey,
  emptyText,
  noMatchText,
  toolbar,
  query,
}: AdminListTableProps<Row, Data, Key>) {
  const [page, setPage] = usePageParam();
  const list = useListView();
  const { data, status, isPlaceholderData, refetch } = useQuery(query(page, list.query));

  return (
    <>
      {toolbar && (
        <ListToolbar {...toolbar} view={list.view} query={list.query} onChange={list.setView} />
      )}
      <DataTable
        caption={caption}
        columns={columns}
        rows={data?.rows}
        rowKey={rowKey}
        status={status}
        refreshing={isPlaceholderData}
        emptyText={list.query && noMatchText ? noMatchText : emptyText}
        onRetry={() => void refetch()}
        page={page}
        rowsPage={data?.page}
        pageCount={data?.pages ?? 1}
        morePages={data?.more}
        onPageChange={setPage}
        sort={toolbar && { key: list.view.sort, dir: list.view.dir, onSort: list.sortBy }}
      />
    </>
  );
}
