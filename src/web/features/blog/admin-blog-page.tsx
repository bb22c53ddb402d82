import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '#common/format';
import type { BlogDto } from '#common/schemas/blog';
import { deleteColumn, editColumn, pictureColumn } from '../../components/admin-columns';
import { AdminListPage } from '../../components/admin-list-page';
import type { Column } from '../../components/data-table';
import { PublishedBadge, publishedFilter } from '../../components/published-badge';
import { useListView } from '../../lib/use-list-view';
import { usePageParam } from '../../lib/use-page-param';
import { paths } from '#common/paths';
import { blogTableQuery } from './api/blog-table-query';
import { useDeletePost } from './api/delete-post';

const columnsWith = (remove: (row: BlogDto) => Promise<unknown>): Column<BlogDto>[] => [
  pictureColumn('Image', (row) => row.BlogUrl),
  {
    header: 'Title',
    cell: (post) => post.BlogTitle,
    className: 'text-ink font-medium',
    sortKey: 'title',
  },
  { header: 'Type', cell: (post) => post.BlogType, sortKey: 'type' },
  { header: 'Instructor', cell: (post) => post.Instructor, sortKey: 'instructor' },
  { header: 'Status', cell: (post) => <PublishedBadge published={post.isPublished} /> },
  {
    header: 'Added',
    cell: (post) => formatDate(post.createdAt),
    className: 'whitespace-nowrap tabular-nums',
    sortKey: 'date',
  },
  editColumn(
    (row) => paths.admin.blogEdit.getHref(row._id),
    (row) => row.BlogTitle,
  ),
  deleteColumn({
    remove,
    nameOf: (row) => row.BlogTitle,
    title: 'Delete this post?',
    consequence: 'and its picture will be removed from the blog.',
  }),
];

export function AdminBlogPage() {
  const deletePost = useDeletePost();
  // The same query as the table's (one request): its answer names every type for the filter.
  const [page] = usePageParam();
  const { query } = useListView();
  const types = useQuery(blogTableQuery(page, query)).data?.types ?? [];
  return (
    <AdminListPage
      title="Blogs"
      intro="Every blog post, newest first, with drafts that only admins can see."
      actions={
        <Link to={paths.admin.blogCreate.getHref()} className="btn btn-primary">
          Add Blog
        </Link>
      }
      caption="Blog posts"
      columns={columnsWith((row) => deletePost.mutateAsync(row._id))}
      rowKey={(post) => post._id}
      emptyText="No posts yet. Write the first one."
      noMatchText="No posts match."
      toolbar={{
        searchHint: 'Title, instructor or type',
        filters: [
          publishedFilter,
          {
            name: 'kind',
            label: 'Type',
            all: 'All types',
            options: types.map((type) => [type, type] as const),
          },
        ],
        dates: true,
        exportPath: '/blog/export.csv',
      }}
      query={blogTableQuery}
    />
  );
}
