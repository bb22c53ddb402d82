import type { BlogDto } from '#common/schemas/blog';
import type { NewsDto } from '#common/schemas/news';

/** Where one kind of article lives in the API, by the names the spec gives its paths and fields. */
export interface ArticleSource<Dto> {
  /** The first segment of its API paths, and of its query keys. */
  name: 'blog' | 'news';
  /** The field of a list answer that holds its rows. */
  listKey: string;
  /** The multipart field of its picture. */
  imageField: string;
  /** The paths of its writes, before the article's id where they take one. */
  paths: { create: string; image: string; remove: string };
  titleOf: (article: Dto) => string;
  imageOf: (article: Dto) => string;
}

export const blogSource: ArticleSource<BlogDto> = {
  name: 'blog',
  listKey: 'blogs',
  imageField: 'BlogUrl',
  paths: { create: '/blog/create', image: '/blog/updateImg', remove: '/blog' },
  titleOf: (post) => post.BlogTitle,
  imageOf: (post) => post.BlogUrl,
};

export const newsSource: ArticleSource<NewsDto> = {
  name: 'news',
  listKey: 'news',
  imageField: 'newsImage',
  paths: { create: '/news/createNews', image: '/news/updateImage', remove: '/news/delete' },
  titleOf: (news) => news.newsHeadline,
  imageOf: (news) => news.newsImage,
};
