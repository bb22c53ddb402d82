import type { BatchDto } from './schemas/batches';

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const BATCH_MODES = ['online', 'offline'] as const;
export type BatchMode = (typeof BATCH_MODES)[number];

/** "Mon, Wed, Fri · 18:30–20:00". */
export const batchSchedule = (batch: Pick<BatchDto, 'days' | 'startTime' | 'endTime'>) =>
  `${batch.days.join(', ')} · ${batch.startTime}–${batch.endTime}`;
