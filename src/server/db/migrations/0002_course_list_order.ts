import type { Kysely } from 'kysely';

/** The course lists order by (created_at desc, id); the index now covers the tie-break too. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('courses_publish_created_idx').execute();
  await db.schema
    .createIndex('courses_publish_created_idx')
    .on('courses')
    .columns(['is_publish', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('courses_created_idx').execute();
  await db.schema
    .createIndex('courses_created_idx')
    .on('courses')
    .columns(['created_at', 'id'])
    .execute();
}
