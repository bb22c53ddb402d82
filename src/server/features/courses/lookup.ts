import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatInr } from '#common/format';
import type { Db } from '#server/db/database';
import { isEnrolled } from '#server/db/enrollments';
import { pauseOf } from '#server/db/fee-access';
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

/**
 * Refuses a student the course's files while a part of their fee is overdue past the grace
 * period (decision 056), saying what to pay; they open again once it is paid.
 */
export async function refusePausedFiles(request: FastifyRequest, courseId: string) {
  const { user, server } = request;
  if (!user || user.role === 'admin') return;
  const pause = await pauseOf(server.db, user.id, courseId, server.today());
  if (pause) {
    throw new HttpError(
      403,
      `Your files for this course are paused because ${formatInr(pause.owed)} of its fee is overdue. Pay it at the front desk, or online from My Learning, and they open again at once.`,
    );
  }
}
