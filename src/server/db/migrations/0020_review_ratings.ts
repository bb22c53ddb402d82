import { sql, type Kysely } from 'kysely';

/**
 * A review may carry a rating of one to five stars; the reviews written before have none. A
 * course's shown reviews are read together (its page's list and average), so they have an index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reviews')
    .addColumn('rating', 'integer', (c) => c.check(sql`rating between 1 and 5`))
    .execute();
  await db.schema
    .createIndex('reviews_course_status_created_idx')
    .on('reviews')
    .columns(['course_id', 'status', 'created_at', 'id'])
    .execute();
}
