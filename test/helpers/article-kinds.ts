/** What the blog and the news differ in, as the spec names it on the wire. */
export interface ArticleCase {
  name: 'blog' | 'news';
  table: 'blog_posts' | 'news';
  /** The spec's write paths, after `/api/v1/<name>`; the id is appended. */
  paths: { create: string; image: string; remove: string };
  imageField: string;
  title: string;
  body: string;
  listKey: string;
  fields: Record<string, string>;
  /** The answer's fields besides the picture, the text fields and those every article has. */
  extraKeys: string[];
  created: Record<string, unknown>;
  htmlHas: string[];
  messages: { created: string; image: string; title: string; body: string; notFound: string };
  /** Refusals only this kind has: label, overrides, message, field. */
  invalid: [string, Record<string, string>, string, string][];
  updateRefusal: { overrides: Record<string, string>; message: string };
}

export const blogCase: ArticleCase = {
  name: 'blog',
  table: 'blog_posts',
  paths: { create: '/create', image: '/updateImg/', remove: '/' },
  imageField: 'BlogUrl',
  title: 'BlogTitle',
  body: 'Description',
  listKey: 'blogs',
  fields: {
    BlogTitle: 'Five habits of good programmers',
    Instructor: 'Meera Iyer',
    Description: 'Write *small* functions.\n\n```js\nconst answer = 42;\n```',
    BlogType: 'Programming',
  },
  extraKeys: ['readingMinutes', 'BlogTitleHi', 'DescriptionHi'],
  created: { preview: 'Write small functions. const answer = 42;', readingMinutes: 1 },
  htmlHas: [
    '<em>small</em>',
    '<code class="hljs language-js"><span class="hljs-keyword">const</span>',
  ],
  messages: {
    created: 'Blog created',
    image: 'Blog image is required',
    title: 'Blog title is required',
    body: 'Blog description is required',
    notFound: 'Blog post not found.',
  },
  invalid: [
    ['no instructor', { Instructor: '' }, 'Instructor name is required', 'Instructor'],
    ['no type', { BlogType: '' }, 'Blog type is required', 'BlogType'],
    [
      'an instructor over 100 characters',
      { Instructor: 'i'.repeat(101) },
      'At most 100 characters.',
      'Instructor',
    ],
    [
      'a type over 100 characters',
      { BlogType: 'y'.repeat(101) },
      'At most 100 characters.',
      'BlogType',
    ],
  ],
  updateRefusal: { overrides: { Instructor: '   ' }, message: 'Instructor name is required' },
};

export const newsCase: ArticleCase = {
  name: 'news',
  table: 'news',
  paths: { create: '/createNews', image: '/updateImage/', remove: '/delete/' },
  imageField: 'newsImage',
  title: 'newsHeadline',
  body: 'newsDescription',
  listKey: 'news',
  fields: {
    newsHeadline: 'Admissions open for the summer coding camp',
    newsDescription: 'Join our **summer camp**: four weeks of Python and web projects.',
  },
  extraKeys: ['newsHeadlineHi', 'newsDescriptionHi'],
  created: {
    html: '<p>Join our <strong>summer camp</strong>: four weeks of Python and web projects.</p>\n',
    preview: 'Join our summer camp: four weeks of Python and web projects.',
  },
  htmlHas: [],
  messages: {
    created: 'News created',
    image: 'Upload Image',
    title: 'Enter Headline',
    body: 'Enter Description',
    notFound: 'News not found.',
  },
  invalid: [],
  updateRefusal: { overrides: { newsHeadline: '' }, message: 'Enter Headline' },
};
