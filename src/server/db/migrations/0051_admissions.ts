import type { Kysely } from 'kysely';

/**
 * Admissions (issue 41, decision 072): an application filled online or at the desk (`admissions`,
 * its answers as JSON, a typed Aadhaar number only as its last four digits), its private documents
 * (`admission_documents`, deleted after the retention period) and the admission numbers' series,
 * one counter a year (`admission_counters`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const schema = db.schema;
  await schema
    .createTable('admissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('mobile_no', 'text', (c) => c.notNull())
    .addColumn('resume_hash', 'text', (c) => c.notNull().unique())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('course_id', 'text', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('batch_id', 'text', (c) => c.references('course_batches.id').onDelete('set null'))
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('aadhaar_last4', 'text')
    .addColumn('photo_key', 'text')
    .addColumn('registration_id', 'text')
    .addColumn('enquiry_id', 'text')
    .addColumn('correction_note', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_by', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createIndex('admissions_by_status')
    .on('admissions')
    .columns(['status', 'submitted_at'])
    .execute();

  await schema
    .createTable('admission_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admission_id', 'text', (c) =>
      c.notNull().references('admissions.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text')
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addUniqueConstraint('admission_documents_one_a_kind', ['admission_id', 'kind'])
    .execute();

  await schema
    .createTable('admission_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .execute();
}
