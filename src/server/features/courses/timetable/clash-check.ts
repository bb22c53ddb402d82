import { addDays, sessionDays } from '#common/batch-sessions';
import type { PatternClashInput } from '#common/schemas/timetable';
import type { Db } from '#server/db/database';
import type { CourseBatch } from '#server/db/schema';
import { getSiteSettings } from '#server/db/site-settings';
import { HttpError } from '#server/plugins/errors';
import { refuseClashes, type Slot } from '../classes/clashes';
import { trainersOf } from '../classes/repo';

/** The weeks ahead a batch's pattern is checked against the classes already made. */
const PATTERN_DAYS = 12 * 7;

/** The message of the first clash these classes would have, or null: saving them would be refused so. */
async function clashOf(db: Db, batch: CourseBatch, slots: Slot[]): Promise<string | null> {
  const trainerIds = batch.id ? (await trainersOf(db, batch.id)).map((trainer) => trainer.id) : [];
  try {
    await refuseClashes(db, batch, trainerIds, slots);
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return error.message;
    throw error;
  }
}

/** Would this class, moved so, clash? (Asked by the move form before it saves.) */
export const moveClash = (db: Db, batch: CourseBatch, to: Slot) => clashOf(db, batch, [to]);

/**
 * Would a batch with this pattern clash with the classes already made, over the weeks ahead (from
 * its start or today)? Its own classes are not counted against it; its trainers are.
 */
export async function patternClash(
  db: Db,
  today: string,
  batch: CourseBatch | undefined,
  pattern: PatternClashInput,
): Promise<string | null> {
  const from = pattern.startsOn > today ? pattern.startsOn : today;
  const { holidays } = await getSiteSettings(db);
  const days = sessionDays(pattern, from, addDays(from, PATTERN_DAYS - 1), holidays);
  const proposed = { ...batch, id: batch?.id ?? '', mode: pattern.mode, place: pattern.place };
  return clashOf(
    db,
    proposed as CourseBatch,
    days.map((heldOn) => ({ heldOn, startTime: pattern.startTime, endTime: pattern.endTime })),
  );
}
