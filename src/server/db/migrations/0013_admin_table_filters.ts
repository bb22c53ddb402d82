import type { Kysely } from 'kysely';

/**
 * Indexes behind the filters of the remaining admin tables (decision 023): certificates by
 * status, courses by category, transactions by mode, each newest first; the blog's type index and
 * the team's order (oldest first) now cover the order and its tie-break.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const newestFirst = [
    ['certificates_status_created_idx', 'certificates', 'status'],
    ['courses_category_created_idx', 'courses', 'category'],
    ['payments_mode_created_idx', 'payments', 'mode'],
  ] as const;
  for (const [name, table, column] of newestFirst) {
    await db.schema.createIndex(name).on(table).columns([column, 'created_at', 'id']).execute();
  }
  const widened = [
    ['blog_posts_type_idx', 'blog_posts', ['blog_type', 'created_at', 'id']],
    ['team_members_created_idx', 'team_members', ['created_at', 'id']],
  ] as const;
  for (const [name, table, columns] of widened) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
}
