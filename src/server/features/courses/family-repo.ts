import type { Db } from '#server/db/database';

/** A student's latest classes marked absent, held up to `today` and not cancelled; newest first. */
export const absencesOf = (db: Db, studentId: string, today: string, limit: number) =>
  db
    .selectFrom('session_attendance')
    .innerJoin('batch_sessions', 'batch_sessions.id', 'session_attendance.session_id')
    .innerJoin('course_batches', 'course_batches.id', 'batch_sessions.batch_id')
    .innerJoin('courses', 'courses.id', 'course_batches.course_id')
    .select(['batch_sessions.held_on', 'batch_sessions.start_time', 'courses.course_title'])
    .where('session_attendance.user_id', '=', studentId)
    .where('session_attendance.mark', '=', 'absent')
    .where('batch_sessions.status', '!=', 'cancelled')
    .where('batch_sessions.held_on', '<=', today)
    .orderBy('batch_sessions.held_on', 'desc')
    .orderBy('batch_sessions.start_time', 'desc')
    .limit(limit)
    .execute();

/** The courses a student has, oldest first. */
export const coursesOfStudent = (db: Db, studentId: string) =>
  db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select([
      'courses.id',
      'courses.course_title',
      'courses.course_title_hi',
      'enrollments.created_at',
    ])
    .where('enrollments.user_id', '=', studentId)
    .orderBy('enrollments.created_at')
    .execute();
