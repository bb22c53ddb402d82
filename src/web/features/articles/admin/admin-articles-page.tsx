import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '#common/format';
import { deleteColumn, editColumn, pictureColumn } from '#web/components/admin-columns';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { PublishedBadge, publishedFilter } from '#web/components/published-badge';
import { useListView } from '#web/lib/use-list-view';
import { usePageParam } from '#web/lib/use-page-param';
import type { AdminArticleKind, ArticleBase } from './admin-article-kind';
import { articleTableQuery } from '../api/article-table-query';
import { useDeleteArticle } from '../api/delete-article';
import './messages';

function columnsOf<Dto extends ArticleBase>(
  kind: AdminArticleKind<Dto>,
  remove: (row: Dto) => Promise<unknown>,
  /** The columns every kind has, named in the page's language. */
  header: { image: string; status: string; added: string },
): Column<Dto>[] {
  const { source, list } = kind;
  return [
    pictureColumn(header.image, source.imageOf),
    { ...list.titleColumn, cell: source.titleOf, className: 'text-ink font-medium' },
    ...list.ownColumns,
    { header: header.status, cell: (row) => <PublishedBadge published={row.isPublished} /> },
    {
      header: header.added,
      cell: (row) => formatDate(row.createdAt),
      className: 'whitespace-nowrap tabular-nums',
      sortKey: 'date',
    },
    editColumn((row) => kind.paths.edit(row._id), source.titleOf),
    deleteColumn({ remove, nameOf: source.titleOf, ...list.remove }),
  ];
}

/** A kind's admin table: every article, newest first, drafts too. */
export function AdminArticlesPage<Dto extends ArticleBase>({
  kind,
}: {
  kind: AdminArticleKind<Dto>;
}) {
  const { t } = useLingui();
  const { source, list } = kind;
  const deleteArticle = useDeleteArticle(source);
  const tableQuery = articleTableQuery(source);
  // The same query as the table's (one request): its answer names every type for a filter.
  const [page] = usePageParam();
  const { query } = useListView();
  const types = useQuery(tableQuery(page, query)).data?.types ?? [];
  return (
    <AdminListPage
      title={list.title}
      intro={list.intro}
      actions={
        <Link to={kind.paths.create} className="btn btn-primary">
          {list.add}
        </Link>
      }
      caption={list.caption}
      columns={columnsOf(kind, (row) => deleteArticle.mutateAsync(row._id), {
        image: t`Image`,
        status: t`Status`,
        added: t`Added`,
      })}
      rowKey={(row) => row._id}
      emptyText={list.emptyText}
      noMatchText={list.noMatchText}
      toolbar={{
        searchHint: list.searchHint,
        filters: [publishedFilter, ...list.ownFilters(types)],
        dates: true,
        exportPath: `/${source.name}/export.csv`,
      }}
      query={tableQuery}
    />
  );
}
