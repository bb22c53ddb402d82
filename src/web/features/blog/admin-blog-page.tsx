import { Link } from 'react-router';
import { formatDate } from '#common/format';
import type { BlogDto } from '#common/schemas/blog';
import { deleteColumn, editColumn, pictureColumn } from '../../components/admin-columns';
import { AdminListPage } from '../../components/admin-list-page';
import type { Column } from '../../components/data-table';
import { PublishedBadge } from '../../components/published-badge';
import { useAuth } from '../../lib/auth';
import { paths } from '#common/paths';
import { blogPageQuery } from './api/blog-page-query';
import { useDeletePost } from './api/delete-post';

const columnsWith = (remove: (row: BlogDto) => Promise<unknown>): Column<BlogDto>[] => [
  pictureColumn('Image', (row) => row.BlogUrl),
  { header: 'Title', cell: (post) => post.BlogTitle, className: 'text-ink font-medium' },
  { header: 'Type', cell: (post) => post.BlogType },
  { header: 'Instructor', cell: (post) => post.Instructor },
  { header: 'Status', cell: (post) => <PublishedBadge published={post.isPublished} /> },
  {
    header: 'Date',
    cell: (post) => formatDate(post.publishedAt ?? post.createdAt),
    className: 'whitespace-nowrap tabular-nums',
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
  const { user } = useAuth();
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
      query={(page) => blogPageQuery(page, user?._id)}
    />
  );
}
