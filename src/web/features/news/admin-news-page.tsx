import { Link } from 'react-router';
import { formatDate } from '#common/format';
import type { NewsDto } from '#common/schemas/news';
import { deleteColumn, editColumn, pictureColumn } from '../../components/admin-columns';
import { AdminListPage } from '../../components/admin-list-page';
import type { Column } from '../../components/data-table';
import { PublishedBadge, publishedFilter } from '../../components/published-badge';
import { paths } from '#common/paths';
import { useDeleteNews } from './api/delete-news';
import { newsTableQuery } from './api/news-table-query';

const columnsWith = (remove: (row: NewsDto) => Promise<unknown>): Column<NewsDto>[] => [
  pictureColumn('Image', (row) => row.newsImage),
  {
    header: 'Headline',
    cell: (news) => news.newsHeadline,
    className: 'text-ink font-medium',
    sortKey: 'headline',
  },
  { header: 'Status', cell: (news) => <PublishedBadge published={news.isPublished} /> },
  {
    header: 'Added',
    cell: (news) => formatDate(news.createdAt),
    className: 'whitespace-nowrap tabular-nums',
    sortKey: 'date',
  },
  editColumn(
    (row) => paths.admin.newsEdit.getHref(row._id),
    (row) => row.newsHeadline,
  ),
  deleteColumn({
    remove,
    nameOf: (row) => row.newsHeadline,
    title: 'Delete this news item?',
    consequence: 'and its picture will be removed from the website.',
  }),
];

export function AdminNewsPage() {
  const deleteNews = useDeleteNews();
  return (
    <AdminListPage
      title="News"
      intro="Every news item, newest first, with drafts that only admins can see."
      actions={
        <Link to={paths.admin.newsCreate.getHref()} className="btn btn-primary">
          Add News
        </Link>
      }
      caption="News"
      columns={columnsWith((row) => deleteNews.mutateAsync(row._id))}
      rowKey={(news) => news._id}
      emptyText="No news yet. Add the first item."
      noMatchText="No news matches."
      toolbar={{
        searchHint: 'Headline',
        filters: [publishedFilter],
        dates: true,
        exportPath: '/news/export.csv',
      }}
      query={newsTableQuery}
    />
  );
}
