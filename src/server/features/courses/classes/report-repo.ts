import type { Db } from '#server/db/database';

/* The queries of attendance reports and registers (decision 059). */

/** The month's classes of a batch that are not cancelled, in the order they are held. */
export const classesOfMonth = (db: Db, batchId: string, month: string) =>
  db
    .selectFrom('batch_sessions')
    .select(['id', 'held_on', 'start_time'])
    .where('batch_id', '=', batchId)
    .where('status', '!=', 'cancelled')
    .where('held_on', '>=', `${month}-01`)
    .where('held_on', '<=', `${month}-31`)
    .orderBy('held_on')
    .orderBy('start_time')
    .orderBy('id')
    .execute();

export const marksAt = (db: Db, sessionIds: string[]) =>
  sessionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('session_attendance')
        .select(['session_id', 'user_id', 'mark'])
        .where('session_id', 'in', sessionIds)
        .execute();

/** The batches a student is in, with their course's title. */
export const batchesOfStudent = (db: Db, userId: string) =>
  db
    .selectFrom('batch_students')
    .innerJoin('course_batches', 'course_batches.id', 'batch_students.batch_id')
    .innerJoin('courses', 'courses.id', 'course_batches.course_id')
    .select(['course_batches.id', 'course_batches.starts_on', 'courses.course_title'])
    .where('batch_students.user_id', '=', userId)
    .orderBy('course_batches.starts_on', 'desc')
    .orderBy('course_batches.id')
    .execute();

export const setCertificateMinimum = (db: Db, batchId: string, percent: number | null) =>
  db
    .updateTable('course_batches')
    .set({ certificate_min_attendance: percent })
    .where('id', '=', batchId)
    .execute();

/** How many of the batch's classes are held up to today and not cancelled. */
export const classesHeld = async (db: Db, batchId: string, today: string) =>
  Number(
    (
      await db
        .selectFrom('batch_sessions')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('batch_id', '=', batchId)
        .where('status', '!=', 'cancelled')
        .where('held_on', '<=', today)
        .executeTakeFirstOrThrow()
    ).count,
  );
