import { useLingui } from '@lingui/react/macro';
import type { BlogDto } from '#common/schemas/blog';
import { adminPaths } from '#common/admin-paths';
import { AdminArticleCreatePage } from './admin-article-create-page';
import { AdminArticleEditPage } from './admin-article-edit-page';
import type { AdminArticleKind } from './admin-article-kind';
import { AdminArticlesPage } from './admin-articles-page';
import { blogSource } from '../api/article-source';
import { BlogFields } from './blog-fields';
import { blogCreateFormSchema, blogTextSchema } from './blog-form-schema';
import './messages';

/** The blog on the admin screens: posts by an instructor, each of a type. */
function useBlogAdmin(): AdminArticleKind<BlogDto> {
  const { t } = useLingui();
  return {
    source: blogSource,
    item: 'post',
    paths: {
      list: adminPaths.blog.getHref(),
      create: adminPaths.blogCreate.getHref(),
      edit: (id) => adminPaths.blogEdit.getHref(id),
    },
    Fields: BlogFields,
    textSchema: blogTextSchema,
    createSchema: blogCreateFormSchema,
    empty: {
      BlogTitle: '',
      BlogTitleHi: '',
      Instructor: '',
      BlogType: '',
      Description: '',
      DescriptionHi: '',
      isPublished: true,
    },
    textOf: (post) => ({
      BlogTitle: post.BlogTitle,
      BlogTitleHi: post.BlogTitleHi ?? '',
      Instructor: post.Instructor,
      BlogType: post.BlogType,
      Description: post.Description,
      DescriptionHi: post.DescriptionHi ?? '',
      isPublished: post.isPublished,
    }),
    list: {
      title: t`Blogs`,
      intro: t`Every blog post, newest first, with drafts that only admins can see.`,
      add: t`Add Blog`,
      caption: t`Blog posts`,
      emptyText: t`No posts yet. Write the first one.`,
      noMatchText: t`No posts match.`,
      searchHint: t`Title, instructor or type`,
      titleColumn: { header: t`Title`, sortKey: 'title' },
      ownColumns: [
        { header: t`Type`, cell: (post) => post.BlogType, sortKey: 'type' },
        { header: t`Instructor`, cell: (post) => post.Instructor, sortKey: 'instructor' },
      ],
      ownFilters: (types) => [
        {
          name: 'kind',
          label: t`Type`,
          all: t`All types`,
          options: types.map((type) => [type, type] as const),
        },
      ],
      remove: {
        title: t`Delete this post?`,
        consequence: t`and its picture will be removed from the blog.`,
      },
    },
    insert: {
      title: t`Insert Blog`,
      action: t`Insert Blog`,
      imageHint: t`Shown at 16:9.`,
      intro: t`Write a post for the blog: a picture, a title, the instructor, a type and the article in Markdown.`,
      created: t`Blog post created`,
      refused: t`Unable to create the post`,
      failed: t`An error occurred while creating the post.`,
    },
    update: {
      title: t`Update Blog`,
      action: t`Update Blog`,
      imageTitle: t`Blog Image`,
      intro: t`Change the picture, or the text, of a blog post.`,
      back: t`Back to Blogs`,
      textTitle: t`Post`,
      updated: t`Blog post updated`,
      failed: t`Failed to update the post.`,
      missingImage: t`Blog image is required`,
    },
  };
}

export const AdminBlogPage = () => <AdminArticlesPage kind={useBlogAdmin()} />;
export const AdminBlogCreatePage = () => <AdminArticleCreatePage kind={useBlogAdmin()} />;
export const AdminBlogEditPage = () => <AdminArticleEditPage kind={useBlogAdmin()} />;
