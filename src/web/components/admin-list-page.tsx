import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RowsPage } from '../lib/rows-page';
import { useListView } from '../lib/use-list-view';
import { usePageParam } from '../lib/use-page-param';
import { AdminPageIntro } from './admin-page-intro';
import { DataTable, type Column } from './data-table';
import { ListToolbar, type ListToolbarOptions } from './list-toolbar';

interface AdminListPageProps<Row, Data, Page extends RowsPage<Row>, Key extends QueryKey> {
  title: string;
  intro: ReactNode;
  /** Buttons above the table, such as "Add Course". */
  actions?: ReactNode;
  /** The table's name for screen readers: "Registered users". */
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  emptyText: string;
  /** Shown instead of `emptyText` when a search or filter found nothing. */
  noMatchText?: string;
  /** Search, filters, sorting and export, for a table whose API takes a view. */
  toolbar?: ListToolbarOptions;
  /** The query of one page (or of every row, with `select` picking the page) of the view
   * (`q=…&status=…&sort=…`); page and view live in the address. */
  query: (page: number, view: string) => UseQueryOptions<Data, Error, Page, Key>;
}

/** An admin list screen: intro, actions, a numbered table with its pages and every state. */
export function AdminListPage<Row, Data, Page extends RowsPage<Row>, Key extends QueryKey>({
  title,
  intro,
  actions,
  caption,
  columns,
  rowKey,
  emptyText,
  noMatchText,
  toolbar,
  query,
}: AdminListPageProps<Row, Data, Page, Key>) {
  const [page, setPage] = usePageParam();
  const list = useListView();
  const { data, status, isPlaceholderData, refetch } = useQuery(query(page, list.query));

  return (
    <div className="space-y-6">
      <AdminPageIntro title={title}>{intro}</AdminPageIntro>
      {actions && <div className="flex flex-wrap justify-end gap-3">{actions}</div>}
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
    </div>
  );
}
