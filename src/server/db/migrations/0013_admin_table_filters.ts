import type { Kysely } from 'kysely';

/**
 * Indexes behind the filters of the remaining admin tables (decision 023): certificates by
 * status, courses by category, transactions by mode, each newest first; the team's order (oldest
 * first) covers its tie-break.
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
  await db.schema.dropIndex('team_members_created_idx').execute();
  await db.schema
    .createIndex('team_members_created_idx')
    .on('team_members')
    .columns(['created_at', 'id'])
    .execute();
}
