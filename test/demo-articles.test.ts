import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '#server/db/seed/demo';
import { renderMarkdown } from '#server/services/markdown';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

describe('demo news and blog posts', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    await seedDemoContent(app.db, app.storage);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('are published with their Markdown rendered from the first start', async () => {
    const { news } = (await app.inject({ method: 'GET', url: '/api/v1/news' })).json().data;
    const { blogs } = (await app.inject({ method: 'GET', url: '/api/v1/blog' })).json().data;
    expect(news.length).toBeGreaterThan(0);
    expect(blogs.length).toBeGreaterThan(0);
    for (const item of news) {
      expect(item).toMatchObject({ isPublished: true, html: renderMarkdown(item.newsDescription) });
    }
    for (const post of blogs) {
      expect(post).toMatchObject({ isPublished: true, html: renderMarkdown(post.Description) });
    }
  });

  it('include a long post with headings, a list, a table and highlighted code', async () => {
    const { blogs } = (await app.inject({ method: 'GET', url: '/api/v1/blog' })).json().data;
    const long = blogs.find((post: { html: string }) => post.html.includes('<table tabindex="0">'));
    expect(long.html).toContain('<h2>');
    expect(long.html).toMatch(/<[ou]l>/);
    expect(long.html).toContain('<code class="hljs language-python">');
    expect(long.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(long.preview.endsWith('…')).toBe(true);
  });
});
