import type { Kysely } from 'kysely';

/**
 * A certificate issued from a course's completion list (issue 38) names the student's account
 * and the course, so the list shows who already has one and never issues a second. Uploaded and
 * imported certificates leave both empty, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('certificates')
    .addColumn('user_id', 'text', (column) => column.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('certificates')
    .addColumn('course_id', 'text', (column) =>
      column.references('courses.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('certificates_course_user')
    .on('certificates')
    .columns(['course_id', 'user_id'])
    .execute();
}
