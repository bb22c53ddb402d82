/**
 * The institute's grading scale (decision 069): each grade from a whole percent of the total
 * marks up, highest first, the last from 0. A site setting of its own, kept out of the settings
 * record every page downloads.
 */
export interface GradeBand {
  grade: string;
  /** The lowest whole percent that earns the grade. */
  min: number;
}

/** A common Indian scale until the institute sets its own. */
export const DEFAULT_GRADING_SCALE: GradeBand[] = [
  { grade: 'A+', min: 90 },
  { grade: 'A', min: 80 },
  { grade: 'B+', min: 70 },
  { grade: 'B', min: 60 },
  { grade: 'C', min: 50 },
  { grade: 'D', min: 40 },
  { grade: 'F', min: 0 },
];

/**
 * The grade of `marks` out of `max` (any unit, both the same), decided exactly: 89.99% is not
 * 90%. Null when there is no total.
 */
export function gradeFor(scale: GradeBand[], marks: number, max: number): string | null {
  if (max <= 0) return null;
  return scale.find((band) => marks * 100 >= band.min * max)?.grade ?? null;
}
