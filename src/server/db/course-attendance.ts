import { attendancePercent, isBelow } from '#common/attendance';
import { markCounts } from './attendance';
import type { Db } from './database';

/**
 * A student's attendance as a course's completion asks it (decision 074): their latest batch of
 * the course that sets a certificate minimum, and decision 059's count there. Met when some
 * class counts and the student is not below the minimum, as the certificate's check has it.
 */
export interface CourseAttendance {
  batchId: string;
  minimum: number;
  percent: number | null;
  met: boolean;
}

/**
 * The attendance each student's completion asks, keyed by student and course (`user course`),
 * for every student of a course or every course of a student; none where no batch sets a
 * minimum. Two queries, whatever the number of students.
 */
export async function courseAttendances(
  db: Db,
  today: string,
  of: { courseId: string } | { userId: string },
): Promise<Map<string, CourseAttendance>> {
  let query = db
    .selectFrom('batch_students')
    .innerJoin('course_batches', 'course_batches.id', 'batch_students.batch_id')
    .select([
      'batch_students.user_id',
      'batch_students.batch_id',
      'course_batches.course_id',
      'course_batches.certificate_min_attendance as minimum',
    ])
    .where('course_batches.certificate_min_attendance', 'is not', null)
    .orderBy('batch_students.joined_at')
    .orderBy('batch_students.batch_id');
  query =
    'courseId' in of
      ? query.where('course_batches.course_id', '=', of.courseId)
      : query.where('batch_students.user_id', '=', of.userId);
  const latest = new Map<string, { userId: string; batchId: string; minimum: number }>();
  for (const row of await query.execute())
    if (row.minimum !== null)
      latest.set(`${row.user_id} ${row.course_id}`, {
        userId: row.user_id,
        batchId: row.batch_id,
        minimum: row.minimum,
      });
  const answer = new Map<string, CourseAttendance>();
  if (latest.size === 0) return answer;
  const batchIds = [...new Set([...latest.values()].map((batch) => batch.batchId))];
  const counts = await markCounts(db, today, {
    batchIds,
    ...('userId' in of ? { userId: of.userId } : {}),
  });
  for (const [key, { userId, batchId, minimum }] of latest) {
    const marks = counts.get(batchId)?.get(userId);
    const percent = marks ? attendancePercent(marks) : null;
    answer.set(key, {
      batchId,
      minimum,
      percent,
      met: marks !== undefined && percent !== null && !isBelow(marks, minimum),
    });
  }
  return answer;
}
