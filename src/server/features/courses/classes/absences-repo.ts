import type { Db } from '#server/db/database';
import type { BatchSession } from '#server/db/schema';
import { newId, now } from '#server/db/time';

/* The queries of absence alerts and the office's follow-ups (decision 058). */

export const findAlert = (db: Db, sessionId: string, userId: string) =>
  db
    .selectFrom('absence_alerts')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/**
 * Claims the alert of a student and class: true when this call made it, or took back one a
 * correction had withdrawn; false when one stands already.
 */
export async function claimAlert(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const made = await db
    .insertInto('absence_alerts')
    .values({
      session_id: sessionId,
      user_id: userId,
      message_ids: '[]',
      withdrawn: 0,
      created_at: now(),
    })
    .onConflict((oc) => oc.columns(['session_id', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(made.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const retaken = await db
    .updateTable('absence_alerts')
    .set({ withdrawn: 0, message_ids: '[]' })
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('withdrawn', '=', 1)
    .executeTakeFirst();
  return retaken.numUpdatedRows > 0n;
}

export const setAlert = (
  db: Db,
  sessionId: string,
  userId: string,
  change: { message_ids?: string; withdrawn?: number },
) =>
  db
    .updateTable('absence_alerts')
    .set(change)
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .execute();

/** The student's mark at the class of the batch just before (`-1`) or after (`1`) this one. */
export async function neighbourMark(
  db: Db,
  session: BatchSession,
  userId: string,
  direction: -1 | 1,
) {
  const [dayOp, order] = direction < 0 ? (['<', 'desc'] as const) : (['>', 'asc'] as const);
  return db
    .selectFrom('batch_sessions')
    .leftJoin('session_attendance', (join) =>
      join
        .onRef('session_attendance.session_id', '=', 'batch_sessions.id')
        .on('session_attendance.user_id', '=', userId),
    )
    .select(['batch_sessions.id', 'session_attendance.mark'])
    .where('batch_sessions.batch_id', '=', session.batch_id)
    .where('batch_sessions.status', '!=', 'cancelled')
    .where('batch_sessions.id', '!=', session.id)
    .where((eb) =>
      eb.or([
        eb('batch_sessions.held_on', dayOp, session.held_on),
        eb.and([
          eb('batch_sessions.held_on', '=', session.held_on),
          eb('batch_sessions.start_time', dayOp, session.start_time),
        ]),
      ]),
    )
    .orderBy('batch_sessions.held_on', order)
    .orderBy('batch_sessions.start_time', order)
    .limit(1)
    .executeTakeFirst();
}

export const insertFollowUp = (
  db: Db,
  row: { user_id: string; batch_id: string; first_session_id: string; second_session_id: string },
) =>
  db
    .insertInto('attendance_follow_ups')
    .values({ id: newId(), ...row, created_at: now(), done_at: null, done_by: null })
    .onConflict((oc) =>
      oc.columns(['user_id', 'first_session_id', 'second_session_id']).doNothing(),
    )
    .execute();

/** Drops the open follow-ups a class's absence raised, once the absence is corrected. */
export const dropOpenFollowUps = (db: Db, sessionId: string, userId: string) =>
  db
    .deleteFrom('attendance_follow_ups')
    .where('user_id', '=', userId)
    .where('done_at', 'is', null)
    .where((eb) =>
      eb.or([eb('first_session_id', '=', sessionId), eb('second_session_id', '=', sessionId)]),
    )
    .execute();

/** The follow-ups the office has not done, oldest first, with what the list shows. */
export const openFollowUps = (db: Db) =>
  db
    .selectFrom('attendance_follow_ups as f')
    .innerJoin('users', 'users.id', 'f.user_id')
    .innerJoin('course_batches', 'course_batches.id', 'f.batch_id')
    .innerJoin('courses', 'courses.id', 'course_batches.course_id')
    .innerJoin('batch_sessions as first', 'first.id', 'f.first_session_id')
    .innerJoin('batch_sessions as second', 'second.id', 'f.second_session_id')
    .select([
      'f.id',
      'f.created_at',
      'users.id as user_id',
      'users.user_name',
      'users.email',
      'courses.course_title',
      'course_batches.starts_on',
      'first.held_on as first_on',
      'second.held_on as second_on',
    ])
    .where('f.done_at', 'is', null)
    .orderBy('f.created_at')
    .orderBy('f.id')
    .limit(500)
    .execute();

/** The phones of these students' guardians, confirmed ones first. */
export const guardianPhones = (db: Db, studentIds: string[]) =>
  studentIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('guardians')
        .select(['student_id', 'phone'])
        .where('student_id', 'in', studentIds)
        .where('phone', 'is not', null)
        .orderBy('confirmed_at', 'desc')
        .orderBy('created_at')
        .execute();

export async function markFollowUpDone(db: Db, id: string, by: string): Promise<boolean> {
  const done = await db
    .updateTable('attendance_follow_ups')
    .set({ done_at: now(), done_by: by })
    .where('id', '=', id)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return done.numUpdatedRows > 0n;
}

/** Adds a check-in's mark where the student has none yet; the mark the class holds for them. */
export async function checkInMark(db: Db, sessionId: string, userId: string) {
  await db
    .insertInto('session_attendance')
    .values({
      session_id: sessionId,
      user_id: userId,
      mark: 'present',
      submission_id: 'check-in',
      marked_by: userId,
      marked_at: now(),
    })
    .onConflict((oc) => oc.columns(['session_id', 'user_id']).doNothing())
    .execute();
  return db
    .selectFrom('session_attendance')
    .select(['mark', 'submission_id', 'marked_by'])
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

export const isInBatch = async (db: Db, batchId: string, userId: string) =>
  !!(await db
    .selectFrom('batch_students')
    .select('user_id')
    .where('batch_id', '=', batchId)
    .where('user_id', '=', userId)
    .executeTakeFirst());
