import { addDays, mondayOf, sameRoom, timesOverlap } from '#common/batch-sessions';
import type { ClashKind, TimetableEntry, WeekDto } from '#common/schemas/timetable';
import type { Db } from '#server/db/database';
import { classesWithTrainers, type ClassRow } from './repo';

export const entryOf = (row: ClassRow) => ({
  _id: row.id,
  batchId: row.batch_id,
  courseTitle: row.course_title,
  plannedOn: row.planned_on,
  heldOn: row.held_on,
  startTime: row.start_time,
  endTime: row.end_time,
  status: row.status,
  cancelReason: row.cancel_reason,
  mode: row.mode,
  place: row.place,
});

/** What each pair of classes at overlapping times on one day shares: a classroom, or a trainer. */
function flagClashes(entries: TimetableEntry[]): void {
  const live = entries.filter((entry) => entry.status !== 'cancelled');
  for (const [index, a] of live.entries()) {
    for (const b of live.slice(index + 1)) {
      if (a.heldOn !== b.heldOn || a.batchId === b.batchId || !timesOverlap(a, b)) continue;
      const kinds: ClashKind[] = [];
      if (a.mode === 'offline' && b.mode === 'offline' && sameRoom(a.place, b.place))
        kinds.push('room');
      if (a.trainers.some((trainer) => b.trainers.some((other) => other._id === trainer._id)))
        kinds.push('trainer');
      for (const kind of kinds)
        for (const entry of [a, b]) if (!entry.clashes.includes(kind)) entry.clashes.push(kind);
    }
  }
}

/**
 * The week (Monday to Sunday) holding `day`: every class, or those `trainerId` teaches, with
 * their trainers and their clashes. One query; the rest is done in memory.
 */
export async function weekOf(db: Db, day: string, trainerId?: string): Promise<WeekDto> {
  const from = mondayOf(day);
  const to = addDays(from, 6);
  const byId = new Map<string, TimetableEntry>();
  for (const row of await classesWithTrainers(db, from, to, trainerId)) {
    let entry = byId.get(row.id);
    if (!entry) byId.set(row.id, (entry = { ...entryOf(row), trainers: [], clashes: [] }));
    if (row.trainer_id)
      entry.trainers.push({ _id: row.trainer_id, userName: row.trainer_name ?? '' });
  }
  const sessions = [...byId.values()];
  flagClashes(sessions);
  return { from, to, sessions };
}
