import { sql, type Kysely } from 'kysely';

/**
 * Reviews may name a course and gain a moderation status; rows that were there are published.
 * "Verified student" is not stored: it is read from the enrollments, so it follows the purchase.
 * The public list (published, newest first) and the admin list each have their index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reviews')
    .addColumn('course_id', 'text', (c) => c.references('courses.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('reviews')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('published')
        .check(sql`status in ('published', 'pending', 'hidden')`),
    )
    .execute();
  await db.schema.dropIndex('reviews_created_idx').execute();
  await db.schema
    .createIndex('reviews_created_idx')
    .on('reviews')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('reviews_status_created_idx')
    .on('reviews')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('reviews_course_idx').on('reviews').column('course_id').execute();
}
