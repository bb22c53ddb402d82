import { formatDate } from '#common/format';
import type { News } from '../../db/schema';
import type { CsvColumn } from '../csv-export';
import { matchesSearch, type ListView } from '../list-view';
import { publishedFilter } from '../publication';

/** The News table: search by headline; published or draft; date range; sorts. */
export const newsView: ListView = {
  id: 'id',
  sorts: { date: 'created_at', headline: 'news_headline' },
  defaultSort: 'date',
  search: (db, q) => matchesSearch(db, 'news', q),
  status: publishedFilter('is_published'),
  date: 'created_at',
};

export const newsCsv: CsvColumn<News>[] = [
  { header: 'Added', value: (row) => formatDate(row.created_at) },
  { header: 'Headline', value: (row) => row.news_headline },
  { header: 'Status', value: (row) => (row.is_published ? 'Published' : 'Draft') },
  { header: 'Published on', value: (row) => row.published_at && formatDate(row.published_at) },
];
