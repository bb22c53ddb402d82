import type { Kysely } from 'kysely';
import { renderMarkdown } from '#server/services/markdown';

interface Article {
  id: string;
  description_html: string;
  created_at: string;
  published_at: string | null;
}

interface Articles {
  news: Article & { news_description: string };
  blog_posts: Article & { description: string };
}

/**
 * News and blog posts keep their Markdown rendered to HTML and gain a publish state; rows that
 * were there are published, with their bodies rendered now. The list indexes cover the tie-break.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['news', 'blog_posts'] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('description_html', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable(table).addColumn('published_at', 'text').execute();
    await (db as unknown as Kysely<Articles>)
      .updateTable(table)
      .set((eb) => ({ published_at: eb.ref('created_at') }))
      .execute();
  }
  await db.schema.dropIndex('news_created_idx').execute();
  await db.schema.dropIndex('blog_posts_created_idx').execute();
  for (const table of ['news', 'blog_posts'] as const) {
    await db.schema
      .createIndex(`${table}_created_idx`)
      .on(table)
      .columns(['created_at', 'id'])
      .execute();
    await db.schema
      .createIndex(`${table}_published_created_idx`)
      .on(table)
      .columns(['is_published', 'created_at', 'id'])
      .execute();
  }

  const articles = db as unknown as Kysely<Articles>;
  const news = await articles.selectFrom('news').select(['id', 'news_description']).execute();
  for (const row of news) {
    await articles
      .updateTable('news')
      .set({ description_html: renderMarkdown(row.news_description) })
      .where('id', '=', row.id)
      .execute();
  }
  const posts = await articles.selectFrom('blog_posts').select(['id', 'description']).execute();
  for (const row of posts) {
    await articles
      .updateTable('blog_posts')
      .set({ description_html: renderMarkdown(row.description) })
      .where('id', '=', row.id)
      .execute();
  }
}
