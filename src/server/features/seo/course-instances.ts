import type { CourseMode } from '#common/courses';
import type { BatchRow } from './repo';

/** How a course is run, for Google's course info: its batches, its mode and length, its ratings. */

const DAY_NAMES: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

const courseModes: Record<CourseMode, string> = {
  online: 'Online',
  offline: 'Onsite',
  both: 'Blended',
};

const UNITS = { day: 'D', week: 'W', month: 'M', year: 'Y' } as const;

/** A length as admins write it ("3 Months", "6 weeks", "1 year"), or undefined for any other. */
function lengthOf(text: string): { count: number; unit: keyof typeof UNITS } | undefined {
  const [, count, unit] = /^\s*(\d{1,3})\s*(day|week|month|year)s?\s*$/i.exec(text) ?? [];
  if (!count || !unit) return undefined;
  return { count: Number(count), unit: unit.toLowerCase() as keyof typeof UNITS };
}

/** "3 Months" as ISO 8601 ("P3M"). */
export function isoLength(text: string): string | undefined {
  const length = lengthOf(text);
  return length && `P${length.count}${UNITS[length.unit]}`;
}

/** The last day (YYYY-MM-DD) of a course that starts on `startsOn` and lasts `text`. */
function lastDay(startsOn: string, text: string): string | undefined {
  const length = lengthOf(text);
  if (!length) return undefined;
  const day = new Date(`${startsOn}T00:00:00Z`);
  if (length.unit === 'year') day.setUTCFullYear(day.getUTCFullYear() + length.count);
  if (length.unit === 'month') day.setUTCMonth(day.getUTCMonth() + length.count);
  if (length.unit === 'week') day.setUTCDate(day.getUTCDate() + 7 * length.count);
  if (length.unit === 'day') day.setUTCDate(day.getUTCDate() + length.count);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** "PT1H30M": how long one class of the batch lasts. */
function classLength(batch: BatchRow): string {
  const minutes = minutesOf(batch.end_time) - minutesOf(batch.start_time);
  const hours = Math.floor(minutes / 60);
  return `PT${hours ? `${hours}H` : ''}${minutes % 60 ? `${minutes % 60}M` : ''}`;
}

/** Whole weeks between the first and last day, counting both. */
const weeksBetween = (first: string, last: string) =>
  Math.max(1, Math.round((Date.parse(last) - Date.parse(first) + 86_400_000) / (7 * 86_400_000)));

function batchInstance(batch: BatchRow, duration: string) {
  const endDate = lastDay(batch.starts_on, duration);
  const workload = isoLength(duration);
  return {
    '@type': 'CourseInstance',
    courseMode: courseModes[batch.mode],
    courseSchedule: {
      '@type': 'Schedule',
      repeatFrequency: 'Weekly',
      ...(endDate ? { repeatCount: weeksBetween(batch.starts_on, endDate) } : {}),
      byDay: batch.days.split(',').map((day) => `https://schema.org/${DAY_NAMES[day] ?? day}`),
      duration: classLength(batch),
      startDate: batch.starts_on,
      ...(endDate ? { endDate } : {}),
      startTime: batch.start_time,
      endTime: batch.end_time,
      scheduleTimezone: 'Asia/Kolkata',
    },
    ...(workload ? { courseWorkload: workload } : {}),
  };
}

export interface CourseRunFacts {
  mode: CourseMode;
  /** As admins write it: "3 Months". */
  duration: string;
  /** The batches still to start, soonest first. */
  upcoming: BatchRow[];
}

/**
 * The course's instances: one for each upcoming batch with its schedule, or, while none is
 * planned, one in the course's own mode with its length as the workload.
 */
export function courseInstances({ mode, duration, upcoming }: CourseRunFacts) {
  if (upcoming.length > 0) return upcoming.map((batch) => batchInstance(batch, duration));
  const workload = isoLength(duration);
  return [
    {
      '@type': 'CourseInstance',
      courseMode: courseModes[mode],
      ...(workload ? { courseWorkload: workload } : {}),
    },
  ];
}

export interface RatingFacts {
  average: number | null;
  ratingCount: number;
}

/** The ratings of the course's shown reviews; none until one gives stars. */
export function aggregateRating({ average, ratingCount }: RatingFacts) {
  if (average === null || ratingCount === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: average,
      ratingCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
