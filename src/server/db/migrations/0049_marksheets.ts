import { sql, type Kysely } from 'kysely';

/**
 * Results beyond the test (issue 40, decision 069): a test a course's completion needs passed,
 * one "results are out" notice per student and test, and marksheets with their own number series,
 * issued, fingerprinted and revocable like certificates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tests')
    .addColumn('required_for_completion', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('result_notices')
    .addColumn('test_id', 'text', (c) => c.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('result_notices_pk', ['test_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('marksheet_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('marksheets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('course_id', 'text', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('file_id', 'text', (c) => c.notNull().unique())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('issue_year', 'integer', (c) => c.notNull())
    .addColumn('serial', 'integer', (c) => c.notNull())
    .addColumn('issued_on', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('pdf_sha256', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('valid')
        .check(sql`status in ('valid', 'revoked')`),
    )
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    .addColumn('issued_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('marksheets_serial', ['issue_year', 'serial'])
    .execute();
  // One valid marksheet per student and course: a new one needs the old one revoked.
  await db.schema
    .createIndex('marksheets_one_valid')
    .on('marksheets')
    .columns(['user_id', 'course_id'])
    .unique()
    .where(sql.ref('status'), '=', 'valid')
    .execute();
}
