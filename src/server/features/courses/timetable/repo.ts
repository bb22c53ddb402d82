import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/database';
import { now } from '#server/db/time';

/* The queries of the timetables and calendar feeds (decision 060). */

/** Classes with their batch's course, mode and place. */
const classes = (db: Db) =>
  db
    .selectFrom('batch_sessions')
    .innerJoin('course_batches', 'course_batches.id', 'batch_sessions.batch_id')
    .innerJoin('courses', 'courses.id', 'course_batches.course_id')
    .selectAll('batch_sessions')
    .select(['course_batches.mode', 'course_batches.place', 'courses.course_title']);

export type ClassRow = Awaited<ReturnType<ReturnType<typeof classes>['execute']>>[number];

/**
 * The classes held from `from` to `to`, each with its batch's trainers: one query (a class comes
 * once per trainer), for all batches or only those `trainerId` teaches.
 */
export function classesWithTrainers(db: Db, from: string, to: string, trainerId?: string) {
  let query = classes(db)
    .leftJoin('batch_trainers', 'batch_trainers.batch_id', 'batch_sessions.batch_id')
    .leftJoin('users', 'users.id', 'batch_trainers.user_id')
    .select(['users.id as trainer_id', 'users.user_name as trainer_name'])
    .where('batch_sessions.held_on', '>=', from)
    .where('batch_sessions.held_on', '<=', to);
  if (trainerId)
    query = query.where('batch_sessions.batch_id', 'in', (eb) =>
      eb.selectFrom('batch_trainers').select('batch_id').where('user_id', '=', trainerId),
    );
  return query
    .orderBy('batch_sessions.held_on')
    .orderBy('batch_sessions.start_time')
    .orderBy('batch_sessions.id')
    .orderBy('users.user_name')
    .execute();
}

/**
 * The classes of the batches a person is in (`batch_students`) or teaches (`batch_trainers`),
 * held on `from` or later, soonest first.
 */
export const classesOfPerson = (
  db: Db,
  table: 'batch_students' | 'batch_trainers',
  userId: string,
  from: string,
  limit: number,
) =>
  classes(db)
    .where('batch_sessions.batch_id', 'in', (eb) =>
      eb.selectFrom(table).select('batch_id').where('user_id', '=', userId),
    )
    .where('batch_sessions.held_on', '>=', from)
    .orderBy('batch_sessions.held_on')
    .orderBy('batch_sessions.start_time')
    .orderBy('batch_sessions.id')
    .limit(limit)
    .execute();

export const feedTokenOf = async (db: Db, userId: string) =>
  (
    await db
      .selectFrom('calendar_feeds')
      .select('token')
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.token;

/** A new address for the person's feed, in place of the old one. */
export async function newFeedToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token, created_at: now() })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ token, created_at: (eb) => eb.ref('excluded.created_at') }),
    )
    .execute();
  return token;
}

/** The person whose feed has this address. */
export const ownerOfFeed = (db: Db, token: string) =>
  db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id', 'users.role', 'users.user_name'])
    .where('calendar_feeds.token', '=', token)
    .where('users.deactivated_at', 'is', null)
    .executeTakeFirst();
