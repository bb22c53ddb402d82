import { sessionDays } from '#common/batch-sessions';
import { batchClassMessages } from '#common/schemas/batch-classes';
import type { WEEKDAYS } from '#common/batches';
import type { Db } from '#server/db/database';
import type { BatchSession, CourseBatch } from '#server/db/schema';
import { getSiteSettings } from '#server/db/site-settings';
import { HttpError } from '#server/plugins/errors';
import { tellClassChanged, type Notices } from './absences';
import { refuseClashes } from './clashes';
import {
  activeSessionsOf,
  findSession,
  insertPlannedSessions,
  plannedDaysOf,
  sessionsOf,
  trainersOf,
  updateSession,
} from './repo';

const trainerIdsOf = async (db: Db, batchId: string) =>
  (await trainersOf(db, batchId)).map((trainer) => trainer.id);

/**
 * Makes the batch's classes from its weekly pattern for the days from `from` to `to`, passing over
 * the holidays of the settings. A day that has its class already keeps it as it is (moved,
 * cancelled or not), so making them again undoes nothing. Refused whole if a new class clashes.
 */
export async function generateSessions(
  db: Db,
  batch: CourseBatch,
  from: string,
  to: string,
): Promise<BatchSession[]> {
  const { holidays } = await getSiteSettings(db);
  const pattern = {
    startsOn: batch.starts_on,
    days: batch.days.split(',') as (typeof WEEKDAYS)[number][],
    startTime: batch.start_time,
    endTime: batch.end_time,
  };
  return db.transaction().execute(async (trx) => {
    const days = sessionDays(pattern, from, to, holidays);
    const known = await plannedDaysOf(trx, batch.id, days);
    const fresh = days.filter((day) => !known.has(day));
    await refuseClashes(
      trx,
      batch,
      await trainerIdsOf(trx, batch.id),
      fresh.map((heldOn) => ({ heldOn, startTime: batch.start_time, endTime: batch.end_time })),
    );
    await insertPlannedSessions(trx, batch.id, fresh, pattern);
    return sessionsOf(trx, batch.id, from, to);
  });
}

export async function existingSession(db: Db, id: string): Promise<BatchSession> {
  const session = await findSession(db, id);
  if (!session) throw new HttpError(404, batchClassMessages.sessionNotFound);
  return session;
}

/** Changes one class and tells its students and their guardians, in one transaction. */
async function changeSession(
  db: Db,
  notices: Notices,
  session: BatchSession,
  change: (trx: Db) => Promise<BatchSession | undefined>,
): Promise<BatchSession> {
  const changed = await db.transaction().execute(async (trx) => {
    const after = await change(trx);
    if (!after) throw new HttpError(404, batchClassMessages.sessionNotFound);
    await tellClassChanged(trx, notices, session, after);
    return after;
  });
  notices.notifications.wake();
  return changed;
}

/** Moves one class to another day or time; refused if the new time clashes. */
export function moveSession(
  db: Db,
  notices: Notices,
  batch: CourseBatch,
  session: BatchSession,
  to: { heldOn: string; startTime: string; endTime: string },
): Promise<BatchSession> {
  return changeSession(db, notices, session, async (trx) => {
    await refuseClashes(trx, batch, await trainerIdsOf(trx, batch.id), [to]);
    return updateSession(trx, session.id, {
      held_on: to.heldOn,
      start_time: to.startTime,
      end_time: to.endTime,
      status: 'moved',
      cancel_reason: null,
    });
  });
}

export function cancelSession(
  db: Db,
  notices: Notices,
  session: BatchSession,
  reason: string,
): Promise<BatchSession> {
  return changeSession(db, notices, session, (trx) =>
    updateSession(trx, session.id, { status: 'cancelled', cancel_reason: reason }),
  );
}

/** Whether these trainers may take the batch's classes: refused if one already teaches then. */
export async function refuseTrainerClashes(db: Db, batch: CourseBatch, trainerIds: string[]) {
  const sessions = await activeSessionsOf(db, batch.id);
  await refuseClashes(
    db,
    { ...batch, mode: 'online' },
    trainerIds,
    sessions.map((s) => ({ heldOn: s.held_on, startTime: s.start_time, endTime: s.end_time })),
  );
}
