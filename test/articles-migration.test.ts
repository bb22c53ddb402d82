import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '#server/db/database';
import { siteAt } from './helpers/migrations';
import type { TestSite } from './helpers/test-app';

const stamp = '2025-01-02T03:04:05.000Z';

describe('migration 0003: rendered news and blog bodies', () => {
  let site: TestSite;
  let db: Db;

  beforeAll(async () => {
    ({ site, db } = await siteAt('0002_course_list_order'));
    await sql`insert into news (id, news_image, news_headline, news_description, created_at, updated_at)
      values ('n1', 'public/news/n1', 'Old news', 'Now **bold** <script>x</script>', ${stamp}, ${stamp})`.execute(
      db,
    );
    await sql`insert into blog_posts (id, blog_image, blog_title, instructor, blog_type, description, created_at, updated_at)
      values ('b1', 'public/blog/b1', 'Old post', 'Asha', 'Programming', '# Hello', ${stamp}, ${stamp})`.execute(
      db,
    );
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    await site.dispose();
  });

  it('renders the bodies of rows already there and keeps them published', async () => {
    expect(
      await db
        .selectFrom('news')
        .select(['description_html', 'is_published', 'published_at'])
        .executeTakeFirst(),
    ).toEqual({
      description_html: '<p>Now <strong>bold</strong> &lt;script&gt;x&lt;/script&gt;</p>\n',
      is_published: 1,
      published_at: stamp,
    });
    expect(
      await db
        .selectFrom('blog_posts')
        .select(['description_html', 'is_published', 'published_at'])
        .executeTakeFirst(),
    ).toEqual({ description_html: '<h1>Hello</h1>\n', is_published: 1, published_at: stamp });
  });
});
