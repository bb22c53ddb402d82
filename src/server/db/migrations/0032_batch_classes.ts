import { sql, type Kysely } from 'kysely';

/**
 * Batches that run themselves (issue 37, decision 053): a batch's trainers (admin accounts) and
 * students, its class sessions made from its weekly pattern, and each student's attendance at a
 * session. A session keeps the date its pattern gave it (`planned_on`), so making the sessions
 * again finds a moved or cancelled one and leaves it as the admin left it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('batch_trainers')
    .addColumn('batch_id', 'text', (c) =>
      c.notNull().references('course_batches.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('batch_trainers_pk', ['batch_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('batch_students')
    .addColumn('batch_id', 'text', (c) =>
      c.notNull().references('course_batches.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('batch_students_pk', ['batch_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('batch_students_by_user')
    .on('batch_students')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('batch_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('batch_id', 'text', (c) =>
      c.notNull().references('course_batches.id').onDelete('cascade'),
    )
    .addColumn('planned_on', 'text', (c) => c.notNull())
    .addColumn('held_on', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('planned', 'moved', 'cancelled')`),
    )
    .addColumn('cancel_reason', 'text')
    .addUniqueConstraint('batch_sessions_planned', ['batch_id', 'planned_on'])
    .execute();
  await db.schema
    .createIndex('batch_sessions_by_day')
    .on('batch_sessions')
    .columns(['held_on', 'start_time'])
    .execute();

  await db.schema
    .createTable('session_attendance')
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('batch_sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mark', 'text', (c) =>
      c.notNull().check(sql`mark in ('present', 'absent', 'late', 'excused')`),
    )
    .addColumn('submission_id', 'text', (c) => c.notNull())
    .addColumn('marked_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('marked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_attendance_pk', ['session_id', 'user_id'])
    .execute();
}
