import type { Kysely } from 'kysely';

/**
 * Absence alerts (issue 37, decision 058): the absence alert of each student and class (one at
 * most, its queued messages kept so a correction can withdraw them), and the office's follow-ups
 * for two absences in a row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('absence_alerts')
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('batch_sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message_ids', 'text', (c) => c.notNull())
    .addColumn('withdrawn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('absence_alerts_pk', ['session_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('attendance_follow_ups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('batch_id', 'text', (c) =>
      c.notNull().references('course_batches.id').onDelete('cascade'),
    )
    .addColumn('first_session_id', 'text', (c) =>
      c.notNull().references('batch_sessions.id').onDelete('cascade'),
    )
    .addColumn('second_session_id', 'text', (c) =>
      c.notNull().references('batch_sessions.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .addColumn('done_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('attendance_follow_ups_pair', [
      'user_id',
      'first_session_id',
      'second_session_id',
    ])
    .execute();
}
