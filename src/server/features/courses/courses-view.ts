import { formatDate } from '#common/format';
import { courseModeLabels, COURSE_MODES } from '#common/courses';
import type { Course } from '#server/db/schema';
import { csvRupees, type CsvColumn } from '../csv-export';
import { matchesSearch, type ListView } from '../list-view';
import { publishedFilter } from '../publication';

/** The All Courses table: search, publish status, mode, category and date filters, sortable columns. */
export const coursesView: ListView = {
  id: 'id',
  sorts: {
    date: 'created_at',
    title: 'course_title',
    category: 'category',
    price: 'course_price',
    students: 'student_count',
  },
  defaultSort: 'date',
  search: (db, q) => matchesSearch(db, 'courses', q),
  status: publishedFilter('is_publish'),
  mode: { values: COURSE_MODES, column: 'course_mode' },
  kind: { column: 'category' },
  date: 'created_at',
};

export const coursesCsv: CsvColumn<Course>[] = [
  { header: 'Added', value: (row) => formatDate(row.created_at) },
  { header: 'Title', value: (row) => row.course_title },
  { header: 'Category', value: (row) => row.category },
  { header: 'Instructor', value: (row) => row.instructor },
  { header: 'Level', value: (row) => row.course_level },
  { header: 'Mode', value: (row) => courseModeLabels[row.course_mode] },
  { header: 'Language', value: (row) => row.course_language },
  { header: 'Price (INR)', value: (row) => csvRupees(row.course_price) },
  { header: 'Students', value: (row) => row.student_count },
  { header: 'Status', value: (row) => (row.is_publish ? 'Published' : 'Unpublished') },
];
