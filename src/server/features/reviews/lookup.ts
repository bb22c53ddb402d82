import { reviewMessages } from '#common/reviews';
import type { Db } from '#server/db/database';
import { HttpError } from '#server/plugins/errors';
import { findReview, reviewableCourseId, type ReviewRow } from './repo';

const NOT_FOUND = 'Review not found.';

/** The review, or a 404. */
export async function existingReview(db: Db, id: string): Promise<ReviewRow> {
  const review = await findReview(db, id);
  if (!review) throw new HttpError(404, NOT_FOUND);
  return review;
}

/** The course a new review names: none, or one the reviewer may see (else a 400). */
export async function namedCourseId(
  db: Db,
  userId: string,
  courseId: string | undefined,
): Promise<string | null> {
  if (!courseId) return null;
  const id = await reviewableCourseId(db, userId, courseId);
  if (id) return id;
  throw new HttpError(400, reviewMessages.unknownCourse, {
    courseId: reviewMessages.unknownCourse,
  });
}
