import type { Kysely } from 'kysely';

/**
 * Attendance reports (issue 37, decision 059): the attendance a batch asks of a student before a
 * certificate is issued to them, a whole percent, or none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('course_batches')
    .addColumn('certificate_min_attendance', 'integer')
    .execute();
}
