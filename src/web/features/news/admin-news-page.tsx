import { Link } from 'react-router';
import { formatDate } from '#common/format';
import type { NewsDto } from '#common/schemas/news';
import { deleteColumn, editColumn, pictureColumn } from '../../components/admin-columns';
import { AdminListPage } from '../../components/admin-list-page';
import type { Column } from '../../components/data-table';
import { PublishedBadge } from '../../components/published-badge';
import { useAuth } from '../../lib/auth';
import { paths } from '#common/paths';
import { useDeleteNews } from './api/delete-news';
import { newsPageQuery } from './api/news-page-query';

const columnsWith = (remove: (row: NewsDto) => Promise<unknown>): Column<NewsDto>[] => [
  pictureColumn('Image', (row) => row.newsImage),
  { header: 'Headline', cell: (news) => news.newsHeadline, className: 'text-ink font-medium' },
  { header: 'Status', cell: (news) => <PublishedBadge published={news.isPublished} /> },
  {
    header: 'Date',
    cell: (news) => formatDate(news.publishedAt ?? news.createdAt),
    className: 'whitespace-nowrap tabular-nums',
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
  const { user } = useAuth();
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
      query={(page) => newsPageQuery(page, user?._id)}
    />
  );
}
