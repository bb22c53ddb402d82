import type { BatchDto, BatchFields } from '#common/schemas/batches';
import type { Db } from '#server/db/database';
import type { CourseBatch } from '#server/db/schema';
import { newId, now } from '#server/db/time';
import { hindiColumns } from '../hindi-columns';

const columns = (batch: BatchFields) => ({
  starts_on: batch.startsOn,
  days: batch.days.join(','),
  start_time: batch.startTime,
  end_time: batch.endTime,
  mode: batch.mode,
  seats: batch.seats,
  seats_taken: batch.seatsTaken,
  place: batch.place,
  // A meeting link has no Hindi: an online batch keeps none, whatever was sent.
  ...hindiColumns({ place_hi: batch.mode === 'online' ? null : batch.placeHi }),
});

export function batchDto(batch: CourseBatch): BatchDto {
  return {
    _id: batch.id,
    courseId: batch.course_id,
    startsOn: batch.starts_on,
    days: batch.days.split(',') as BatchDto['days'],
    startTime: batch.start_time,
    endTime: batch.end_time,
    mode: batch.mode,
    seats: batch.seats,
    seatsTaken: batch.seats_taken,
    seatsLeft: Math.max(0, batch.seats - batch.seats_taken),
    place: batch.place,
    placeHi: batch.place_hi,
  };
}

/** The batches of the courses, soonest first; only those starting on `from` or later if given. */
export async function batchesOf(db: Db, courseIds: string[], from?: string) {
  if (courseIds.length === 0) return [];
  let query = db
    .selectFrom('course_batches')
    .selectAll()
    .where('course_id', 'in', courseIds)
    .orderBy('starts_on')
    .orderBy('start_time')
    .orderBy('id');
  if (from) query = query.where('starts_on', '>=', from);
  return query.execute();
}

export function findBatch(db: Db, id: string): Promise<CourseBatch | undefined> {
  return db.selectFrom('course_batches').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertBatch(db: Db, courseId: string, batch: BatchFields): Promise<CourseBatch> {
  return db
    .insertInto('course_batches')
    .values({ ...columns(batch), id: newId(), course_id: courseId, created_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateBatch(db: Db, id: string, batch: BatchFields) {
  return db
    .updateTable('course_batches')
    .set(columns(batch))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteBatch(db: Db, id: string): Promise<void> {
  await db.deleteFrom('course_batches').where('id', '=', id).execute();
}
