import { formatDate } from '#common/format';
import type { BlogPost } from '../../db/schema';
import type { CsvColumn } from '../csv-export';
import { matchesSearch, type ListView } from '../list-view';
import { publishedFilter } from '../publication';

/** The Blogs table: search by title, instructor or type; published, type and date filters; sorts. */
export const blogView: ListView = {
  id: 'id',
  sorts: { date: 'created_at', title: 'blog_title', type: 'blog_type', instructor: 'instructor' },
  defaultSort: 'date',
  search: (db, q) => matchesSearch(db, 'blog_posts', q),
  status: publishedFilter('is_published'),
  kind: { column: 'blog_type' },
  date: 'created_at',
};

export const blogCsv: CsvColumn<BlogPost>[] = [
  { header: 'Added', value: (row) => formatDate(row.created_at) },
  { header: 'Title', value: (row) => row.blog_title },
  { header: 'Type', value: (row) => row.blog_type },
  { header: 'Instructor', value: (row) => row.instructor },
  { header: 'Status', value: (row) => (row.is_published ? 'Published' : 'Draft') },
  { header: 'Published on', value: (row) => row.published_at && formatDate(row.published_at) },
];
