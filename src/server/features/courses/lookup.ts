import { z } from 'zod';
import type { Db } from '#server/db/database';
import { isEnrolled } from '#server/db/enrollments';
import type { Course, User } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { findCourse } from './repo';

const NOT_FOUND = 'Course not found.';
export const idParams = z.object({ id: z.string().min(1).max(100) });

export async function existingCourse(db: Db, id: string): Promise<Course> {
  const course = await findCourse(db, id);
  if (!course) throw new HttpError(404, NOT_FOUND);
  return course;
}

/** The course if the viewer may see it: unpublished ones exist only for admins and buyers. */
export async function visibleCourse(db: Db, viewer: User | null, id: string): Promise<Course> {
  const course = await existingCourse(db, id);
  const visible =
    course.is_publish === 1 ||
    viewer?.role === 'admin' ||
    (viewer !== null && (await isEnrolled(db, viewer.id, course.id)));
  if (!visible) throw new HttpError(404, NOT_FOUND);
  return course;
}

/** A course that was there a moment ago, or a 404 if it went meanwhile. */
export function found(course: Course | undefined): Course {
  if (!course) throw new HttpError(404, NOT_FOUND);
  return course;
}
