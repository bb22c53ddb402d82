import type { AttendanceMark } from '#common/batch-sessions';
import type { Db } from '#server/db/database';
import type { BatchSession } from '#server/db/schema';
import { newId, now } from '#server/db/time';

/* The queries of a batch's trainers, students, classes and attendance (decision 053). */

const people = (db: Db, table: 'batch_trainers' | 'batch_students', batchId: string) =>
  db
    .selectFrom(table)
    .innerJoin('users', 'users.id', `${table}.user_id`)
    .select(['users.id', 'users.user_name', 'users.email'])
    .where(`${table}.batch_id`, '=', batchId)
    .orderBy('users.user_name')
    .orderBy('users.id')
    .execute();

export const trainersOf = (db: Db, batchId: string) => people(db, 'batch_trainers', batchId);
export const studentsOf = (db: Db, batchId: string) => people(db, 'batch_students', batchId);

export const usersByIds = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('users').select(['id', 'role']).where('id', 'in', ids).execute();

export async function replaceTrainers(db: Db, batchId: string, userIds: string[]): Promise<void> {
  await db.deleteFrom('batch_trainers').where('batch_id', '=', batchId).execute();
  if (userIds.length === 0) return;
  await db
    .insertInto('batch_trainers')
    .values(userIds.map((user_id) => ({ batch_id: batchId, user_id })))
    .execute();
}

/** Adds the student; false when they were in the batch already. */
export async function insertStudent(db: Db, batchId: string, userId: string): Promise<boolean> {
  const added = await db
    .insertInto('batch_students')
    .values({ batch_id: batchId, user_id: userId, joined_at: now() })
    .onConflict((oc) => oc.columns(['batch_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteStudent(db: Db, batchId: string, userId: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('batch_students')
    .where('batch_id', '=', batchId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

export const sessionsOf = (db: Db, batchId: string, from: string, to: string) =>
  db
    .selectFrom('batch_sessions')
    .selectAll()
    .where('batch_id', '=', batchId)
    .where('held_on', '>=', from)
    .where('held_on', '<=', to)
    .orderBy('held_on')
    .orderBy('start_time')
    .execute();

export const findSession = (db: Db, id: string) =>
  db.selectFrom('batch_sessions').selectAll().where('id', '=', id).executeTakeFirst();

/** Adds the classes the pattern gives for these days; a day that has one already keeps it as it is. */
export async function insertPlannedSessions(
  db: Db,
  batchId: string,
  days: string[],
  times: { startTime: string; endTime: string },
): Promise<void> {
  if (days.length === 0) return;
  await db
    .insertInto('batch_sessions')
    .values(
      days.map((day) => ({
        id: newId(),
        batch_id: batchId,
        planned_on: day,
        held_on: day,
        start_time: times.startTime,
        end_time: times.endTime,
        status: 'planned' as const,
        cancel_reason: null,
      })),
    )
    .onConflict((oc) => oc.columns(['batch_id', 'planned_on']).doNothing())
    .execute();
}

export const plannedDaysOf = async (db: Db, batchId: string, days: string[]) =>
  days.length === 0
    ? new Set<string>()
    : new Set(
        (
          await db
            .selectFrom('batch_sessions')
            .select('planned_on')
            .where('batch_id', '=', batchId)
            .where('planned_on', 'in', days)
            .execute()
        ).map((row) => row.planned_on),
      );

export const updateSession = (
  db: Db,
  id: string,
  changes: Partial<
    Pick<BatchSession, 'held_on' | 'start_time' | 'end_time' | 'status' | 'cancel_reason'>
  >,
) =>
  db
    .updateTable('batch_sessions')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

/** The classes of other batches held on these days and not cancelled, with what may clash. */
export const otherBatchesClasses = (db: Db, batchId: string, days: string[]) =>
  days.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('batch_sessions')
        .innerJoin('course_batches', 'course_batches.id', 'batch_sessions.batch_id')
        .innerJoin('courses', 'courses.id', 'course_batches.course_id')
        .select([
          'batch_sessions.id',
          'batch_sessions.batch_id',
          'batch_sessions.held_on',
          'batch_sessions.start_time',
          'batch_sessions.end_time',
          'course_batches.mode',
          'course_batches.place',
          'course_batches.starts_on',
          'courses.course_title',
        ])
        .where('batch_sessions.batch_id', '!=', batchId)
        .where('batch_sessions.status', '!=', 'cancelled')
        .where('batch_sessions.held_on', 'in', days)
        .execute();

export const trainerPairs = (db: Db, batchIds: string[]) =>
  batchIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('batch_trainers')
        .innerJoin('users', 'users.id', 'batch_trainers.user_id')
        .select(['batch_trainers.batch_id', 'batch_trainers.user_id', 'users.user_name'])
        .where('batch_trainers.batch_id', 'in', batchIds)
        .execute();

export const activeSessionsOf = (db: Db, batchId: string) =>
  db
    .selectFrom('batch_sessions')
    .selectAll()
    .where('batch_id', '=', batchId)
    .where('status', '!=', 'cancelled')
    .execute();

export const marksOf = (db: Db, sessionId: string) =>
  db
    .selectFrom('session_attendance')
    .select(['user_id', 'mark'])
    .where('session_id', '=', sessionId)
    .execute();

export async function upsertMarks(
  db: Db,
  sessionId: string,
  marks: { userId: string; mark: AttendanceMark }[],
  submissionId: string,
  markedBy: string,
): Promise<void> {
  if (marks.length === 0) return;
  const marked_at = now();
  await db
    .insertInto('session_attendance')
    .values(
      marks.map(({ userId, mark }) => ({
        session_id: sessionId,
        user_id: userId,
        mark,
        submission_id: submissionId,
        marked_by: markedBy,
        marked_at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['session_id', 'user_id']).doUpdateSet((eb) => ({
        mark: eb.ref('excluded.mark'),
        submission_id: eb.ref('excluded.submission_id'),
        marked_by: eb.ref('excluded.marked_by'),
        marked_at: eb.ref('excluded.marked_at'),
      })),
    )
    .execute();
}

/** Today's classes across batches, with their course's title, for the marking screen. */
export const classesOn = (db: Db, day: string) =>
  db
    .selectFrom('batch_sessions')
    .innerJoin('course_batches', 'course_batches.id', 'batch_sessions.batch_id')
    .innerJoin('courses', 'courses.id', 'course_batches.course_id')
    .selectAll('batch_sessions')
    .select('courses.course_title')
    .where('batch_sessions.held_on', '=', day)
    .orderBy('batch_sessions.start_time')
    .orderBy('batch_sessions.id')
    .execute();

export const courseTitleOfBatch = async (db: Db, batchId: string) =>
  (
    await db
      .selectFrom('course_batches')
      .innerJoin('courses', 'courses.id', 'course_batches.course_id')
      .select('courses.course_title')
      .where('course_batches.id', '=', batchId)
      .executeTakeFirstOrThrow()
  ).course_title;
