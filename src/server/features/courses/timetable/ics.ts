import ical, { ICalEventStatus } from 'ical-generator';
import type { ClassRow } from './repo';

/** An India-time day and HH:MM as an instant (India keeps +05:30 all year). */
const instant = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

/**
 * A person's classes as an iCalendar feed: one event per class, its times in UTC (so every
 * calendar shows them in its own zone), its classroom or meeting link, and a UID that stays with
 * the class, so a moved class moves and a cancelled one shows cancelled on the next refresh.
 */
export function classesCalendar(name: string, host: string, rows: ClassRow[]): string {
  const calendar = ical({
    name,
    prodId: { company: host, product: 'timetable', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const row of rows) {
    const online = row.mode === 'online';
    calendar.createEvent({
      id: `${row.id}@${host}`,
      start: instant(row.held_on, row.start_time),
      end: instant(row.held_on, row.end_time),
      summary: row.course_title,
      location: online ? null : row.place,
      url: online ? row.place : null,
      description: [
        online ? `Online: ${row.place}` : null,
        row.status === 'moved' ? `Moved from ${row.planned_on}.` : null,
        row.cancel_reason ? `Cancelled: ${row.cancel_reason}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
      status: row.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
