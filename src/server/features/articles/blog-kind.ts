import { formatDate } from '#common/format';
import {
  blogCreateSchema,
  blogDtoSchema,
  blogMessages,
  blogUpdateSchema,
  type BlogUpdate,
} from '#common/schemas/blog';
import { imageUrl } from '#server/services/images';
import { plainText, preview, readingMinutes, renderMarkdown } from '#server/services/markdown';
import { hindiColumns } from '../hindi-columns';
import { matchesSearch } from '../list-view';
import { publishedFilter } from '../publication';
import type { ArticleKind } from './kind';
import { postTypes } from './repo';

/** The blog: posts by an instructor, each of a type readers filter by. */
export const blogKind: ArticleKind<'blog_posts', BlogUpdate, typeof blogDtoSchema> = {
  table: 'blog_posts',
  name: 'blog',
  noun: 'Blog',
  imageField: 'BlogUrl',
  messages: blogMessages,
  paths: { create: '/create', image: '/updateImg/:id', remove: '/:id' },
  createSchema: blogCreateSchema,
  updateSchema: blogUpdateSchema,
  dto: blogDtoSchema,
  toDto: (storage, post) => {
    const text = plainText(post.description_html);
    return {
      _id: post.id,
      BlogUrl: imageUrl(storage, post.blog_image),
      BlogTitle: post.blog_title,
      BlogTitleHi: post.blog_title_hi,
      Instructor: post.instructor,
      BlogType: post.blog_type,
      Description: post.description,
      DescriptionHi: post.description_hi,
      html: post.description_html,
      htmlHi: post.description_html_hi,
      preview: preview(text),
      previewHi: post.description_html_hi && preview(plainText(post.description_html_hi)),
      readingMinutes: readingMinutes(text),
      isPublished: post.is_published === 1,
      publishedAt: post.published_at,
      createdAt: post.created_at,
      updatedAt: post.updated_at,
    };
  },
  textColumns: (fields) => ({
    blog_title: fields.BlogTitle,
    instructor: fields.Instructor,
    blog_type: fields.BlogType,
    description: fields.Description,
    description_html: renderMarkdown(fields.Description),
    ...hindiColumns({
      blog_title_hi: fields.BlogTitleHi,
      description_hi: fields.DescriptionHi,
      description_html_hi: fields.DescriptionHi && renderMarkdown(fields.DescriptionHi),
    }),
  }),
  imageColumns: (key) => ({ blog_image: key }),
  imageOf: (post) => post.blog_image,
  titleOf: (post) => post.blog_title,
  audit: {
    entity: 'blog post',
    fields: {
      blog_title: { label: 'Title' },
      blog_type: { label: 'Type' },
      description: { long: true },
      blog_title_hi: { label: 'Title (Hindi)' },
      description_hi: { label: 'Description (Hindi)', long: true },
      description_html_hi: { hidden: true },
      is_published: { label: 'Status', flag: ['Unpublished', 'Published'] },
      description_html: { hidden: true },
      published_at: { hidden: true },
    },
  },
  facts: (post) => ({ blog_type: post.blog_type, is_published: post.is_published }),
  listKey: 'blogs',
  types: { column: 'blog_type', read: postTypes },
  // The Blogs table: search by title, instructor or type; published, type and date filters.
  view: {
    id: 'id',
    sorts: { date: 'created_at', title: 'blog_title', type: 'blog_type', instructor: 'instructor' },
    defaultSort: 'date',
    search: (db, q) => matchesSearch(db, 'blog_posts', q),
    status: publishedFilter('is_published'),
    kind: { column: 'blog_type' },
    date: 'created_at',
  },
  csv: [
    { header: 'Added', value: (row) => formatDate(row.created_at) },
    { header: 'Title', value: (row) => row.blog_title },
    { header: 'Type', value: (row) => row.blog_type },
    { header: 'Instructor', value: (row) => row.instructor },
    { header: 'Status', value: (row) => (row.is_published ? 'Published' : 'Draft') },
    { header: 'Published on', value: (row) => row.published_at && formatDate(row.published_at) },
  ],
};
