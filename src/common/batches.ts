export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const BATCH_MODES = ['online', 'offline'] as const;
export type BatchMode = (typeof BATCH_MODES)[number];

/** "Mon, Wed, Fri · 18:30–20:00". */
export const batchSchedule = (batch: {
  days: readonly string[];
  startTime: string;
  endTime: string;
}) => `${batch.days.join(', ')} · ${batch.startTime}–${batch.endTime}`;
