import type { Kysely } from 'kysely';

const leads = ['contact_queries', 'student_registrations'] as const;

/**
 * Contact queries and registrations become leads: a status ('new' for the rows already there), a
 * follow-up day and staff notes. A registration counts the times its form was sent within a day
 * and links the student account made from it. The lists order by (created_at desc, id), filtered
 * by status or not; a repeated registration is found by its contact number and time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of leads) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .execute();
    await db.schema.alterTable(table).addColumn('follow_up_on', 'text').execute();
  }
  await db.schema
    .alterTable('student_registrations')
    .addColumn('submissions', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('student_registrations')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  for (const table of leads) {
    await db.schema.dropIndex(`${table}_created_idx`).execute();
    await db.schema
      .createIndex(`${table}_created_idx`)
      .on(table)
      .columns(['created_at', 'id'])
      .execute();
    await db.schema
      .createIndex(`${table}_status_created_idx`)
      .on(table)
      .columns(['status', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex(`${table}_follow_up_idx`)
      .on(table)
      .column('follow_up_on')
      .execute();
  }
  await db.schema
    .createIndex('student_registrations_contact_created_idx')
    .on('student_registrations')
    .columns(['contact', 'created_at'])
    .execute();

  await db.schema
    .createTable('enquiry_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enquiry_id', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('enquiry_notes_enquiry_created_idx')
    .on('enquiry_notes')
    .columns(['kind', 'enquiry_id', 'created_at'])
    .execute();
}
