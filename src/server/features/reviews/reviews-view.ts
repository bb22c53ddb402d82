import { formatDate } from '#common/format';
import { reviewStatuses } from '#common/reviews';
import type { CsvColumn } from '../csv-export';
import { matchesSearch, type ListView } from '../list-view';
import { reviewerNames } from './mapper';
import type { ReviewRow } from './repo';

/** The Reviews table: search by name or text; status, course and date filters; sorts. */
export const reviewsView: ListView = {
  id: 'reviews.id',
  sorts: { date: 'reviews.created_at', name: 'reviews.name', status: 'reviews.status' },
  defaultSort: 'date',
  search: (db, q) => matchesSearch(db, 'reviews', q),
  status: { values: reviewStatuses, column: 'reviews.status' },
  course: 'reviews.course_id',
  date: 'reviews.created_at',
};

const statusLabels: Record<ReviewRow['status'], string> = {
  published: 'Shown',
  pending: 'Waiting',
  hidden: 'Hidden',
};

export const reviewsCsv: CsvColumn<ReviewRow>[] = [
  { header: 'Date', value: (row) => formatDate(row.created_at) },
  { header: 'Name', value: (row) => reviewerNames(row).name },
  { header: 'Posted as', value: (row) => reviewerNames(row).postedAs },
  { header: 'Course', value: (row) => row.course_title ?? '' },
  { header: 'Verified student', value: (row) => (row.enrolled_at ? 'Yes' : 'No') },
  { header: 'Message', value: (row) => row.message },
  { header: 'Status', value: (row) => statusLabels[row.status] },
];
