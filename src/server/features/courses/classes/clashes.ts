import { sameRoom, timesOverlap } from '#common/batch-sessions';
import { batchClassMessages, told } from '#common/schemas/batch-classes';
import { formatCalendarDate } from '#common/format';
import type { Db } from '#server/db/database';
import type { CourseBatch } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { otherBatchesClasses, trainerPairs } from './repo';

export interface Slot {
  heldOn: string;
  startTime: string;
  endTime: string;
}

/**
 * Refuses (409, naming the other batch) classes of this batch that would share a classroom or a
 * trainer with another batch's class at an overlapping time on the same day. Online batches have
 * no room; cancelled classes hold nothing.
 */
export async function refuseClashes(
  db: Db,
  batch: CourseBatch,
  trainerIds: string[],
  slots: Slot[],
): Promise<void> {
  const days = [...new Set(slots.map((slot) => slot.heldOn))];
  const others = await otherBatchesClasses(db, batch.id, days);
  if (others.length === 0) return;
  const trainers = await trainerPairs(db, [...new Set(others.map((other) => other.batch_id))]);
  for (const slot of slots) {
    for (const other of others) {
      const otherSlot = { startTime: other.start_time, endTime: other.end_time };
      if (other.held_on !== slot.heldOn || !timesOverlap(slot, otherSlot)) continue;
      const when = `${formatCalendarDate(slot.heldOn)} ${other.start_time}–${other.end_time}`;
      if (
        batch.mode === 'offline' &&
        other.mode === 'offline' &&
        sameRoom(batch.place, other.place)
      )
        throw new HttpError(
          409,
          told(batchClassMessages.roomClash, batch.place, when, other.course_title),
        );
      const shared = trainers.find(
        (trainer) => trainer.batch_id === other.batch_id && trainerIds.includes(trainer.user_id),
      );
      if (shared)
        throw new HttpError(
          409,
          told(batchClassMessages.trainerClash, shared.user_name, when, other.course_title),
        );
    }
  }
}
