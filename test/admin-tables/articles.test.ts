import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#server/db/time';
import { adminSession } from '../helpers/catalogue';
import { adminTable, csvLines, expectAdminsOnly, refusedViews } from '../helpers/admin-table';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';

/** A news item or post: a draft unless given the moment it was published. */
interface Article {
  title: string;
  createdAt: string;
  publishedAt?: string;
  type?: string;
  instructor?: string;
}

describe('the News and Blogs tables', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let news: ReturnType<typeof adminTable<{ newsHeadline: string }>>;
  let blog: ReturnType<typeof adminTable<{ BlogTitle: string }>>;
  const headlines = async (query: string) =>
    (await news.page(query)).rows.map((r) => r.newsHeadline);
  const titles = async (query: string) => (await blog.page(query)).rows.map((r) => r.BlogTitle);

  const articles: Article[] = [
    {
      title: 'Admissions open, "2026"',
      createdAt: '2026-03-31T17:30:00.000Z',
      publishedAt: '2026-03-31T17:30:00.000Z',
      type: 'Python',
      instructor: 'Ankit Sharma',
    },
    {
      title: '=Draft notes',
      createdAt: '2026-04-02T05:00:00.000Z',
      type: 'Web',
      instructor: 'Meera Iyer',
    },
    {
      title: 'दिवाली की छुट्टियाँ',
      createdAt: '2026-04-03T05:00:00.000Z',
      publishedAt: '2026-04-05T05:00:00.000Z',
      type: 'Web',
      instructor: 'Ankit Sharma',
    },
  ];

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
    news = adminTable(app, admin, {
      path: '/news/list',
      exportPath: '/news/export.csv',
      pick: (data: { news: { newsHeadline: string }[] }) => data.news,
    });
    blog = adminTable(app, admin, {
      path: '/blog/list',
      exportPath: '/blog/export.csv',
      pick: (data: { blogs: { BlogTitle: string }[] }) => data.blogs,
    });
    for (const article of articles) {
      const common = {
        description_html: '<p>Text</p>',
        is_published: article.publishedAt ? 1 : 0,
        published_at: article.publishedAt ?? null,
        created_at: article.createdAt,
        updated_at: article.createdAt,
      };
      await app.db
        .insertInto('news')
        .values({
          ...common,
          id: newId(),
          news_image: 'public/news/picture.webp',
          news_headline: article.title,
          news_description: 'Text',
        })
        .execute();
      await app.db
        .insertInto('blog_posts')
        .values({
          ...common,
          id: newId(),
          blog_image: 'public/blog/picture.webp',
          blog_title: article.title,
          instructor: article.instructor ?? '',
          blog_type: article.type ?? '',
          description: 'Text',
        })
        .execute();
    }
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('searches news by headline and posts by title, instructor or type, through the indexes', async () => {
    expect(await headlines('q=admission')).toEqual(['Admissions open, "2026"']);
    expect(await headlines('q=दिवाली')).toEqual(['दिवाली की छुट्टियाँ']);
    expect(await titles('q=MEERA')).toEqual(['=Draft notes']);
    expect(await titles('q=python')).toEqual(['Admissions open, "2026"']);
    expect(await headlines('q=ankit')).toEqual([]);
  });

  it('filters by published or draft, blog type and days in India', async () => {
    expect(await headlines('status=draft')).toEqual(['=Draft notes']);
    expect((await news.page('status=published')).total).toBe(2);
    expect(await titles('kind=Web&status=published')).toEqual(['दिवाली की छुट्टियाँ']);
    expect(await headlines('from=2026-04-01&to=2026-04-02')).toEqual(['=Draft notes']);
    expect(await titles('to=2026-03-31')).toEqual(['Admissions open, "2026"']);
  });

  it('answers every type for the blog type filter', async () => {
    const res = await blog.page('kind=Web');
    expect(res.total).toBe(2);
    const { data } = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/blog/list?kind=Web',
        headers: { cookie: admin },
      })
    ).json();
    expect(data.types).toEqual(['Python', 'Web']);
  });

  it('sorts by their columns', async () => {
    expect(await headlines('')).toEqual([
      'दिवाली की छुट्टियाँ',
      '=Draft notes',
      'Admissions open, "2026"',
    ]);
    expect(await headlines('sort=date&dir=asc')).toEqual([
      'Admissions open, "2026"',
      '=Draft notes',
      'दिवाली की छुट्टियाँ',
    ]);
    expect((await titles('sort=instructor'))[2]).toBe('=Draft notes');
    expect(await titles('sort=type&dir=desc')).toHaveLength(3);
  });

  it('refuses views they cannot show', async () => {
    for (const query of [...refusedViews, 'status=hidden']) {
      expect(await news.status(query), query).toBe(400);
      expect(await blog.status(query), query).toBe(400);
    }
  });

  it('export exactly the view as UTF-8 CSV, quoting commas and quotes and defusing formulas', async () => {
    const res = await news.exported('sort=date&dir=asc');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="news-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csvLines(res)).toEqual([
      'Added,Headline,Status,Published on',
      '31/03/2026,"Admissions open, ""2026""",Published,31/03/2026',
      "02/04/2026,'=Draft notes,Draft,",
      '03/04/2026,दिवाली की छुट्टियाँ,Published,05/04/2026',
    ]);
    expect(csvLines(await blog.exported('kind=Web&sort=date&dir=asc'))).toEqual([
      'Added,Title,Type,Instructor,Status,Published on',
      "02/04/2026,'=Draft notes,Web,Meera Iyer,Draft,",
      '03/04/2026,दिवाली की छुट्टियाँ,Web,Ankit Sharma,Published,05/04/2026',
    ]);
  });

  it('are for admins only', async () => {
    await expectAdminsOnly(app, [
      '/api/v1/news/list',
      '/api/v1/news/export.csv',
      '/api/v1/blog/list',
      '/api/v1/blog/export.csv',
    ]);
  });
});
