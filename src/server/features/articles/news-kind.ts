import { formatDate } from '#common/format';
import {
  newsCreateSchema,
  newsDtoSchema,
  newsMessages,
  newsUpdateSchema,
  type NewsUpdate,
} from '#common/schemas/news';
import { imageUrl } from '#server/services/images';
import { plainText, preview, renderMarkdown } from '#server/services/markdown';
import { matchesSearch } from '../list-view';
import { publishedFilter } from '../publication';
import type { ArticleKind } from './kind';

/** The institute's news: a headline and its story. */
export const newsKind: ArticleKind<'news', NewsUpdate, typeof newsDtoSchema> = {
  table: 'news',
  name: 'news',
  noun: 'News',
  imageField: 'newsImage',
  messages: newsMessages,
  paths: { create: '/createNews', image: '/updateImage/:id', remove: '/delete/:id' },
  createSchema: newsCreateSchema,
  updateSchema: newsUpdateSchema,
  dto: newsDtoSchema,
  toDto: (storage, news) => ({
    _id: news.id,
    newsImage: imageUrl(storage, news.news_image),
    newsHeadline: news.news_headline,
    newsDescription: news.news_description,
    html: news.description_html,
    preview: preview(plainText(news.description_html)),
    isPublished: news.is_published === 1,
    publishedAt: news.published_at,
    createdAt: news.created_at,
    updatedAt: news.updated_at,
  }),
  textColumns: (fields) => ({
    news_headline: fields.newsHeadline,
    news_description: fields.newsDescription,
    description_html: renderMarkdown(fields.newsDescription),
  }),
  imageColumns: (key) => ({ news_image: key }),
  imageOf: (news) => news.news_image,
  titleOf: (news) => news.news_headline,
  audit: {
    entity: 'news',
    fields: {
      news_headline: { label: 'Headline' },
      news_description: { label: 'Text', long: true },
      is_published: { label: 'Status', flag: ['Unpublished', 'Published'] },
      description_html: { hidden: true },
      published_at: { hidden: true },
    },
  },
  facts: (news) => ({ is_published: news.is_published }),
  listKey: 'news',
  // The News table: search by headline; published or draft; date range.
  view: {
    id: 'id',
    sorts: { date: 'created_at', headline: 'news_headline' },
    defaultSort: 'date',
    search: (db, q) => matchesSearch(db, 'news', q),
    status: publishedFilter('is_published'),
    date: 'created_at',
  },
  csv: [
    { header: 'Added', value: (row) => formatDate(row.created_at) },
    { header: 'Headline', value: (row) => row.news_headline },
    { header: 'Status', value: (row) => (row.is_published ? 'Published' : 'Draft') },
    { header: 'Published on', value: (row) => row.published_at && formatDate(row.published_at) },
  ],
};
