import { WEEKDAYS } from './batches';

export const SESSION_STATUSES = ['planned', 'moved', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/**
 * A check-in code as typed (decision 058): six digits, spaces dropped; undefined when it is not
 * one. The check-in page and the server's schema read it alike.
 */
export const checkInCodeOf = (typed: string): string | undefined => {
  const code = typed.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : undefined;
};

export const ATTENDANCE_MARKS = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

export interface Holiday {
  /** YYYY-MM-DD. */
  date: string;
  name: string;
}

export interface WeeklyPattern {
  /** YYYY-MM-DD: no session before it. */
  startsOn: string;
  days: readonly (typeof WEEKDAYS)[number][];
  startTime: string;
  endTime: string;
}

export const addDays = (day: string, count: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
};

/** Monday is 0, as in WEEKDAYS. */
const weekdayOf = (day: string) =>
  WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'Mon';

/**
 * The days from `from` to `to` (both YYYY-MM-DD, both included) on which the pattern holds a
 * class: on its weekdays, not before it starts, and not on a holiday. Dates are India's calendar
 * days; no clock is read.
 */
export function sessionDays(
  pattern: WeeklyPattern,
  from: string,
  to: string,
  holidays: readonly Holiday[],
): string[] {
  const closed = new Set(holidays.map((holiday) => holiday.date));
  const days: string[] = [];
  for (let day = from < pattern.startsOn ? pattern.startsOn : from; day <= to;) {
    if (pattern.days.includes(weekdayOf(day)) && !closed.has(day)) days.push(day);
    day = addDays(day, 1);
  }
  return days;
}

/** Whether two HH:MM spans on one day overlap (one ending as the other starts does not). */
export const timesOverlap = (
  a: { startTime: string; endTime: string },
  b: { startTime: string; endTime: string },
) => a.startTime < b.endTime && b.startTime < a.endTime;

/** The Monday of the week holding this day (YYYY-MM-DD). */
export const mondayOf = (day: string) => addDays(day, -WEEKDAYS.indexOf(weekdayOf(day)));

/** Whether two classroom addresses are one room: compared without case or extra spaces. */
export const sameRoom = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
