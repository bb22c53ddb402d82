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
import { hindiColumns } from '../hindi-columns';
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
    newsHeadlineHi: news.news_headline_hi,
    newsDescription: news.news_description,
    newsDescriptionHi: news.news_description_hi,
    html: news.description_html,
    htmlHi: news.description_html_hi,
    preview: preview(plainText(news.description_html)),
    previewHi: news.description_html_hi && preview(plainText(news.description_html_hi)),
    isPublished: news.is_published === 1,
    publishedAt: news.published_at,
    createdAt: news.created_at,
    updatedAt: news.updated_at,
  }),
  textColumns: (fields) => ({
    news_headline: fields.newsHeadline,
    news_description: fields.newsDescription,
    description_html: renderMarkdown(fields.newsDescription),
    ...hindiColumns({
      news_headline_hi: fields.newsHeadlineHi,
      news_description_hi: fields.newsDescriptionHi,
      description_html_hi: fields.newsDescriptionHi && renderMarkdown(fields.newsDescriptionHi),
    }),
  }),
  imageColumns: (key) => ({ news_image: key }),
  imageOf: (news) => news.news_image,
  titleOf: (news) => news.news_headline,
  audit: {
    entity: 'news',
    fields: {
      news_headline: { label: 'Headline' },
      news_description: { label: 'Text', long: true },
      news_headline_hi: { label: 'Headline (Hindi)' },
      news_description_hi: { label: 'Text (Hindi)', long: true },
      description_html_hi: { hidden: true },
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
