import type { Kysely } from 'kysely';

/**
 * The users and payments lists order by (created_at desc, id desc) like the others; their
 * indexes now cover the tie-break, so a page is read from the index without a sort. The blog's
 * types are found by index seeks, for everyone and for visitors (published posts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', 'payments'] as const) {
    await db.schema.dropIndex(`${table}_created_idx`).execute();
    await db.schema
      .createIndex(`${table}_created_idx`)
      .on(table)
      .columns(['created_at', 'id'])
      .execute();
  }
  await db.schema.createIndex('blog_posts_type_idx').on('blog_posts').column('blog_type').execute();
  await db.schema
    .createIndex('blog_posts_published_type_idx')
    .on('blog_posts')
    .columns(['is_published', 'blog_type'])
    .execute();
}
