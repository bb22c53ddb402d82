import { formatCalendarDay, formatDay } from '#common/format';
import type { Language } from '#common/languages';
import type { BatchSession } from '#server/db/schema';

/* When a class is, as instants and as a message writes it (India keeps +05:30 all year). */

const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

export const classEnd = (session: BatchSession) => at(session.held_on, session.end_time);

/** The end of the class's day in India: after it, an absence is old news. */
export const endOfClassDay = (session: BatchSession) => at(session.held_on, '23:59');

/** India's date at an instant, YYYY-MM-DD. */
export const indiaDay = (instant: Date) =>
  new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** "Mon, 6 Jul, 2026" or "6 जुल॰ 2026". */
export const dayIn = (day: string, language: Language) =>
  language === 'hi' ? formatDay(`${day}T12:00:00+05:30`, 'hi') : formatCalendarDay(day);

export const hoursOf = (session: Pick<BatchSession, 'start_time' | 'end_time'>) =>
  `${session.start_time}–${session.end_time}`;
