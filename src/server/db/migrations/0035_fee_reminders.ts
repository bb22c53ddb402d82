import { sql, type Kysely } from 'kysely';

const INDIA_OFFSET_MS = 5.5 * 3_600_000;

/**
 * Fee reminders (issue 36, decision 055): one row per reminder of a fee part on one day before,
 * on or after its due date, unique for the part and the offset so that it is queued once however
 * many servers run the job, with the messages it queued; the students whose reminders an admin
 * paused; and the moment each payment was made (`paid_at`), which Transaction History sorts by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const schema = db.schema;
  await schema
    .createTable('fee_reminders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fee_id', 'text', (c) =>
      c.notNull().references('course_fees.id').onDelete('cascade'),
    )
    .addColumn('part_id', 'text', (c) => c.notNull())
    .addColumn('part_seq', 'integer', (c) => c.notNull())
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addColumn('offset_days', 'integer', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('sent_on', 'text', (c) => c.notNull())
    .addColumn('message_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('fee_reminders_once', ['fee_id', 'part_seq', 'due_on', 'offset_days'])
    .execute();
  await schema
    .createIndex('fee_reminders_student_idx')
    .on('fee_reminders')
    .columns(['student_id', 'created_at'])
    .execute();
  // The screen of who was reminded follows a message to the ones that fell back from it.
  await schema
    .createIndex('notifications_fallback_from_idx')
    .on('notifications')
    .column('fallback_from')
    .execute();
  await schema.createIndex('fee_parts_due_idx').on('fee_parts').column('due_on').execute();

  await schema
    .createTable('fee_reminder_pauses')
    .addColumn('student_id', 'text', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text')
    .addColumn('paused_by', 'text', (c) => c.notNull())
    .addColumn('paused_by_name', 'text', (c) => c.notNull())
    .addColumn('paused_at', 'text', (c) => c.notNull())
    .execute();

  await schema.alterTable('payments').addColumn('paid_at', 'text').execute();
  await sql`update payments set paid_at = created_at where paid_on is null`.execute(db);
  const desk = await sql<{ id: string; paid_on: string; created_at: string }>`
    select id, paid_on, created_at from payments where paid_on is not null`.execute(db);
  for (const row of desk.rows) {
    await sql`update payments set paid_at = ${deskPaidAt(row.paid_on, row.created_at)}
      where id = ${row.id}`.execute(db);
  }
  await schema.createIndex('payments_paid_at_idx').on('payments').column('paid_at').execute();
}

/** The migration's copy of `paidAt` (payments/repo), as it was when written. */
function deskPaidAt(paidOn: string, createdAt: string): string {
  const entered = Date.parse(createdAt);
  const enteredDay = new Date(entered + INDIA_OFFSET_MS).toISOString().slice(0, 10);
  const days = Math.round((Date.parse(paidOn) - Date.parse(enteredDay)) / 86_400_000);
  return new Date(entered + days * 86_400_000).toISOString();
}
