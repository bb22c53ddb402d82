import type { BlogDto } from '#common/schemas/blog';
import { paths } from '#common/paths';
import { AdminArticleCreatePage } from './admin-article-create-page';
import { AdminArticleEditPage } from './admin-article-edit-page';
import type { AdminArticleKind } from './admin-article-kind';
import { AdminArticlesPage } from './admin-articles-page';
import { blogSource } from './api/article-source';
import { BlogFields } from './blog-fields';
import { blogCreateFormSchema, blogTextSchema } from './blog-form-schema';

/** The blog on the admin screens: posts by an instructor, each of a type. */
const blogAdmin: AdminArticleKind<BlogDto> = {
  source: blogSource,
  noun: 'Blog',
  item: 'post',
  paths: {
    list: paths.admin.blog.getHref(),
    create: paths.admin.blogCreate.getHref(),
    edit: (id) => paths.admin.blogEdit.getHref(id),
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
    title: 'Blogs',
    intro: 'Every blog post, newest first, with drafts that only admins can see.',
    add: 'Add Blog',
    caption: 'Blog posts',
    emptyText: 'No posts yet. Write the first one.',
    noMatchText: 'No posts match.',
    searchHint: 'Title, instructor or type',
    titleColumn: { header: 'Title', sortKey: 'title' },
    ownColumns: [
      { header: 'Type', cell: (post) => post.BlogType, sortKey: 'type' },
      { header: 'Instructor', cell: (post) => post.Instructor, sortKey: 'instructor' },
    ],
    ownFilters: (types) => [
      {
        name: 'kind',
        label: 'Type',
        all: 'All types',
        options: types.map((type) => [type, type] as const),
      },
    ],
    remove: {
      title: 'Delete this post?',
      consequence: 'and its picture will be removed from the blog.',
    },
  },
  insert: {
    intro:
      'Write a post for the blog: a picture, a title, the instructor, a type and the article in Markdown.',
    created: 'Blog post created',
    refused: 'Unable to create the post',
    failed: 'An error occurred while creating the post.',
  },
  update: {
    intro: 'Change the picture, or the text, of a blog post.',
    back: 'Back to Blogs',
    textTitle: 'Post',
    updated: 'Blog post updated',
    failed: 'Failed to update the post.',
    missingImage: 'Blog image is required',
  },
};

export const AdminBlogPage = () => <AdminArticlesPage kind={blogAdmin} />;
export const AdminBlogCreatePage = () => <AdminArticleCreatePage kind={blogAdmin} />;
export const AdminBlogEditPage = () => <AdminArticleEditPage kind={blogAdmin} />;
