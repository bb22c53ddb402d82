import { noMarks, type MarkCounts } from '#common/attendance';
import type { AttendanceMark } from '#common/batch-sessions';
import type { Db } from './database';

/*
 * Attendance counted for reports (decision 059), shared by the classes and the certificates:
 * the marks at a batch's classes held up to `today` and not cancelled.
 */

/** Each student's marks, counted by kind, for a batch (or batches) or a student (or both). */
export async function markCounts(
  db: Db,
  today: string,
  of: { batchId?: string; batchIds?: string[]; userId?: string },
): Promise<Map<string, Map<string, MarkCounts>>> {
  let query = db
    .selectFrom('session_attendance')
    .innerJoin('batch_sessions', 'batch_sessions.id', 'session_attendance.session_id')
    .select((eb) => [
      'batch_sessions.batch_id',
      'session_attendance.user_id',
      'session_attendance.mark',
      eb.fn.countAll<number | string>().as('count'),
    ])
    .where('batch_sessions.status', '!=', 'cancelled')
    .where('batch_sessions.held_on', '<=', today)
    .groupBy(['batch_sessions.batch_id', 'session_attendance.user_id', 'session_attendance.mark']);
  if (of.batchId) query = query.where('batch_sessions.batch_id', '=', of.batchId);
  if (of.batchIds) query = query.where('batch_sessions.batch_id', 'in', of.batchIds);
  if (of.userId) query = query.where('session_attendance.user_id', '=', of.userId);
  const byBatch = new Map<string, Map<string, MarkCounts>>();
  for (const row of await query.execute()) {
    const byUser = byBatch.get(row.batch_id) ?? new Map<string, MarkCounts>();
    byBatch.set(row.batch_id, byUser);
    const counts = byUser.get(row.user_id) ?? noMarks();
    byUser.set(row.user_id, counts);
    counts[row.mark as AttendanceMark] += Number(row.count);
  }
  return byBatch;
}

/** One student's marks at one batch's classes held so far. */
export const studentMarkCounts = async (db: Db, today: string, batchId: string, userId: string) =>
  (await markCounts(db, today, { batchId, userId })).get(batchId)?.get(userId) ?? noMarks();

/** The batch's certificate minimum and whether the student is in it; undefined: no such batch. */
export async function certificateRule(db: Db, batchId: string, userId: string) {
  const batch = await db
    .selectFrom('course_batches')
    .leftJoin('batch_students', (join) =>
      join
        .onRef('batch_students.batch_id', '=', 'course_batches.id')
        .on('batch_students.user_id', '=', userId),
    )
    .select(['course_batches.certificate_min_attendance', 'batch_students.user_id'])
    .where('course_batches.id', '=', batchId)
    .executeTakeFirst();
  return batch && { minimum: batch.certificate_min_attendance, member: batch.user_id !== null };
}
