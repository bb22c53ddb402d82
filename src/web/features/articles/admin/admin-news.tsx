import { useLingui } from '@lingui/react/macro';
import type { NewsDto } from '#common/schemas/news';
import { adminPaths } from '#common/admin-paths';
import { AdminArticleCreatePage } from './admin-article-create-page';
import { AdminArticleEditPage } from './admin-article-edit-page';
import type { AdminArticleKind } from './admin-article-kind';
import { AdminArticlesPage } from './admin-articles-page';
import { newsSource } from '../api/article-source';
import { NewsFields } from './news-fields';
import { newsCreateFormSchema, newsTextSchema } from './news-form-schema';
import './messages';

/** The news on the admin screens: a headline and its story. */
function useNewsAdmin(): AdminArticleKind<NewsDto> {
  const { t } = useLingui();
  return {
    source: newsSource,
    item: 'news item',
    paths: {
      list: adminPaths.news.getHref(),
      create: adminPaths.newsCreate.getHref(),
      edit: (id) => adminPaths.newsEdit.getHref(id),
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
      title: t`News`,
      intro: t`Every news item, newest first, with drafts that only admins can see.`,
      add: t`Add News`,
      caption: t`News`,
      emptyText: t`No news yet. Add the first item.`,
      noMatchText: t`No news matches.`,
      searchHint: t`Headline`,
      titleColumn: { header: t`Headline`, sortKey: 'headline' },
      ownColumns: [],
      ownFilters: () => [],
      remove: {
        title: t`Delete this news item?`,
        consequence: t`and its picture will be removed from the website.`,
      },
    },
    insert: {
      title: t`Insert News`,
      action: t`Insert News`,
      imageHint: t`Shown at 16:9.`,
      intro: t`Publish a news item with a picture, a headline and a description written in Markdown.`,
      created: t`News created`,
      refused: t`Unable to create news`,
      failed: t`An error occurred while creating the news.`,
    },
    update: {
      title: t`Update News`,
      action: t`Update News`,
      imageTitle: t`News Image`,
      intro: t`Change the picture, or the headline and description, of a news item.`,
      back: t`Back to News`,
      textTitle: t`Headline and Description`,
      updated: t`News updated`,
      failed: t`Failed to update the news.`,
      missingImage: t`Upload Image`,
    },
  };
}

export const AdminNewsPage = () => <AdminArticlesPage kind={useNewsAdmin()} />;
export const AdminNewsCreatePage = () => <AdminArticleCreatePage kind={useNewsAdmin()} />;
export const AdminNewsEditPage = () => <AdminArticleEditPage kind={useNewsAdmin()} />;
