import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RowsPage } from '../lib/rows-page';
import { usePageParam } from '../lib/use-page-param';
import { AdminPageIntro } from './admin-page-intro';
import { DataTable, type Column } from './data-table';

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
  /** The query of one page (or of every row, with `select` picking the page); the page number
   * lives in the address (`?page=`). */
  query: (page: number) => UseQueryOptions<Data, Error, Page, Key>;
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
  query,
}: AdminListPageProps<Row, Data, Page, Key>) {
  const [page, setPage] = usePageParam();
  const { data, status, isPlaceholderData, refetch } = useQuery(query(page));

  return (
    <div className="space-y-6">
      <AdminPageIntro title={title}>{intro}</AdminPageIntro>
      {actions && <div className="flex flex-wrap justify-end gap-3">{actions}</div>}
      <DataTable
        caption={caption}
        columns={columns}
        rows={data?.rows}
        rowKey={rowKey}
        status={status}
        refreshing={isPlaceholderData}
        emptyText={emptyText}
        onRetry={() => void refetch()}
        page={page}
        rowsPage={data?.page}
        pageCount={data?.pages ?? 1}
        onPageChange={setPage}
      />
    </div>
  );
}
