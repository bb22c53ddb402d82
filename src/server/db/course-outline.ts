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
