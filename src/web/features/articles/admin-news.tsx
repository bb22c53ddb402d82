import type { NewsDto } from '#common/schemas/news';
import { paths } from '#common/paths';
import { AdminArticleCreatePage } from './admin-article-create-page';
import { AdminArticleEditPage } from './admin-article-edit-page';
import type { AdminArticleKind } from './admin-article-kind';
import { AdminArticlesPage } from './admin-articles-page';
import { newsSource } from './api/article-source';
import { NewsFields } from './news-fields';
import { newsCreateFormSchema, newsTextSchema } from './news-form-schema';

/** The news on the admin screens: a headline and its story. */
const newsAdmin: AdminArticleKind<NewsDto> = {
  source: newsSource,
  noun: 'News',
  item: 'news item',
  paths: {
    list: paths.admin.news.getHref(),
    create: paths.admin.newsCreate.getHref(),
    edit: (id) => paths.admin.newsEdit.getHref(id),
  },
  Fields: NewsFields,
  textSchema: newsTextSchema,
  createSchema: newsCreateFormSchema,
  empty: {
    newsHeadline: '',
    newsHeadlineHi: '',
    newsDescription: '',
    newsDescriptionHi: '',
    isPublished: true,
  },
  textOf: (news) => ({
    newsHeadline: news.newsHeadline,
    newsHeadlineHi: news.newsHeadlineHi ?? '',
    newsDescription: news.newsDescription,
    newsDescriptionHi: news.newsDescriptionHi ?? '',
    isPublished: news.isPublished,
  }),
  list: {
    title: 'News',
    intro: 'Every news item, newest first, with drafts that only admins can see.',
    add: 'Add News',
    caption: 'News',
    emptyText: 'No news yet. Add the first item.',
    noMatchText: 'No news matches.',
    searchHint: 'Headline',
    titleColumn: { header: 'Headline', sortKey: 'headline' },
    ownColumns: [],
    ownFilters: () => [],
    remove: {
      title: 'Delete this news item?',
      consequence: 'and its picture will be removed from the website.',
    },
  },
  insert: {
    intro: 'Publish a news item with a picture, a headline and a description written in Markdown.',
    created: 'News created',
    refused: 'Unable to create news',
    failed: 'An error occurred while creating the news.',
  },
  update: {
    intro: 'Change the picture, or the headline and description, of a news item.',
    back: 'Back to News',
    textTitle: 'Headline and Description',
    updated: 'News updated',
    failed: 'Failed to update the news.',
    missingImage: 'Upload Image',
  },
};

export const AdminNewsPage = () => <AdminArticlesPage kind={newsAdmin} />;
export const AdminNewsCreatePage = () => <AdminArticleCreatePage kind={newsAdmin} />;
export const AdminNewsEditPage = () => <AdminArticleEditPage kind={newsAdmin} />;
