import type { FastifyRequest } from 'fastify';
import { lessonMessages } from '#common/schemas/lessons';
import { isEnrolled } from '#server/db/enrollments';
import type { Course, CourseLesson } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { existingCourse, refusePausedFiles } from '../lookup';
import { findLesson } from './repo';

export interface CourseAccess {
  course: Course;
  /** Every lesson opens: an admin, or a buyer whose files are open (decision 056). */
  full: boolean;
  /** A buyer: the one whose progress is kept (paused or not). */
  buyer: boolean;
}

/**
 * Who may open what of a course's lessons, the one rule every lesson route asks: an unpublished
 * course exists only for admins (404); an admin and a buyer whose files are open see every lesson;
 * anyone else (a visitor, another student, a buyer whose files are paused) sees the outline and
 * the free previews.
 */
export async function courseAccess(
  request: FastifyRequest,
  courseId: string,
): Promise<CourseAccess> {
  const { db } = request.server;
  const user = request.user;
  const course = await existingCourse(db, courseId);
  const admin = user?.role === 'admin';
  if (course.is_publish !== 1 && !admin) throw new HttpError(404, 'Course not found.');
  if (admin) return { course, full: true, buyer: false };
  const buyer = user !== null && (await isEnrolled(db, user.id, course.id));
  if (!buyer) return { course, full: false, buyer: false };
  const paused = await refusePausedFiles(request, course.id).then(
    () => false,
    () => true,
  );
  return { course, full: !paused, buyer: true };
}

/**
 * A lesson the viewer may open, with the course's access: a lesson that is not open to them is
 * missing (404), but for a buyer whose files are paused, who is told why (403).
 */
export async function openLesson(
  request: FastifyRequest,
  lessonId: string,
): Promise<{ lesson: CourseLesson; access: CourseAccess }> {
  const lesson = await findLesson(request.server.db, lessonId);
  if (!lesson) throw new HttpError(404, lessonMessages.notFound);
  const access = await courseAccess(request, lesson.course_id).catch(() => {
    throw new HttpError(404, lessonMessages.notFound);
  });
  if (!access.full && lesson.free_preview !== 1) {
    if (access.buyer) await refusePausedFiles(request, lesson.course_id);
    throw new HttpError(404, lessonMessages.notFound);
  }
  return { lesson, access };
}
