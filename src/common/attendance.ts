import type { AttendanceMark } from './batch-sessions';

/** A student's marks at the classes held so far, counted by kind (decision 059). */
export type MarkCounts = Record<AttendanceMark, number>;

export const noMarks = (): MarkCounts => ({ present: 0, absent: 0, late: 0, excused: 0 });

/** Present and late attended; absent did not; excused classes are left out of the count. */
export const attended = (counts: MarkCounts) => counts.present + counts.late;
export const counted = (counts: MarkCounts) => counts.present + counts.late + counts.absent;

/** The whole percent attended, rounded down (74.9 is 74), or null before any class counts. */
export const attendancePercent = (counts: MarkCounts): number | null => {
  const total = counted(counts);
  return total === 0 ? null : Math.floor((attended(counts) * 100) / total);
};

/** Below `percent` exactly (no rounding): 2 of 3 is below 67, 3 of 4 is not below 75. */
export const isBelow = (counts: MarkCounts, percent: number) =>
  counted(counts) > 0 && attended(counts) * 100 < percent * counted(counts);

/** The register's letter for each mark. */
export const MARK_LETTERS: Record<AttendanceMark, string> = {
  present: 'P',
  absent: 'A',
  late: 'L',
  excused: 'E',
};

/** The attendance a student is asked for unless the settings say otherwise. */
export const DEFAULT_ATTENDANCE_THRESHOLD = 75;
