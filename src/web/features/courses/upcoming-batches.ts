import { indiaToday } from '#common/format';
import type { BatchDto } from '#common/schemas/batches';

/** Batches that have not started yet (the list may have been kept since one did). */
export const upcomingBatches = (batches: BatchDto[]) => {
  const today = indiaToday();
  return batches.filter((batch) => batch.startsOn >= today);
};
