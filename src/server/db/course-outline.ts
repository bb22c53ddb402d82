import { courseOutlineSchema, type CourseOutline } from '#common/schemas/course-outline';
import type { Course } from './schema';

/** A course row's outline and list of what it teaches, from the JSON the row keeps them in. */
export function readOutline(
  row: Pick<Course, 'outline' | 'learning_points'>,
): Pick<CourseOutline, 'modules' | 'learningPoints'> {
  return {
    modules: courseOutlineSchema.shape.modules.parse(JSON.parse(row.outline)),
    learningPoints: courseOutlineSchema.shape.learningPoints.parse(JSON.parse(row.learning_points)),
  };
}

/** The Hindi of each of the `learningPoints`, at its place: null where it has none. */
export function readHindiPoints(
  row: Pick<Course, 'learning_points_hi'>,
  learningPoints: string[],
): (string | null)[] {
  const hindi = courseOutlineSchema.shape.learningPointsHi.parse(
    JSON.parse(row.learning_points_hi),
  );
  return learningPoints.map((_, index) => hindi[index] ?? null);
}
