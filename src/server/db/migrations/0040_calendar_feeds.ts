import type { Kysely } from 'kysely';

/**
 * A person's calendar feed (issue 37, decision 060): the random id in their feed's address. One
 * per person; making a new address replaces the row, so the old address stops working.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
