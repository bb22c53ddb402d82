import type { Db } from '#server/db/database';
import type { ReviewsTable } from '#server/db/schema';
import { newId, now } from '#server/db/time';
import { pageOfRows } from '../page-of-rows';

export type NewReview = Omit<ReviewsTable, 'id' | 'created_at' | 'rating'> & {
  rating?: number | null;
};

/** How many of the newest reviews the list gives without a page (the home carousel). */
const LATEST_REVIEWS = 20;

/**
 * Reviews, newest first, with what a review shows beside its text: the reviewer's current
 * account name and profile picture, the course it names, and whether the reviewer bought that
 * course.
 */
export function reviewsQuery(db: Db, publishedOnly: boolean) {
  const query = db
    .selectFrom('reviews')
    .leftJoin('users', 'users.id', 'reviews.user_id')
    .leftJoin('courses', 'courses.id', 'reviews.course_id')
    .leftJoin('enrollments', (join) =>
      join
        .onRef('enrollments.user_id', '=', 'reviews.user_id')
        .onRef('enrollments.course_id', '=', 'reviews.course_id'),
    )
    .selectAll('reviews')
    .select([
      'users.user_name as reviewer_name',
      'users.profile_img as reviewer_img',
      'courses.course_title',
      'enrollments.created_at as enrolled_at',
    ])
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc');
  return publishedOnly ? query.where('reviews.status', '=', 'published') : query;
}

export type ReviewRow = Awaited<
  ReturnType<ReturnType<typeof reviewsQuery>['executeTakeFirstOrThrow']>
>;

/** Without a page, the newest few; with one, that page of ten and the page count. */
export async function listReviews(db: Db, publishedOnly: boolean, page: number | undefined) {
  const query = reviewsQuery(db, publishedOnly);
  if (!page) return { rows: await query.limit(LATEST_REVIEWS).execute() };
  // The joins reach at most one row each, so the reviews alone give the count.
  let counted = db.selectFrom('reviews');
  if (publishedOnly) counted = counted.where('status', '=', 'published');
  const { rows, pages } = await pageOfRows(query, page, undefined, counted);
  return { rows, pages };
}

/** How many of a course's shown reviews the course page lists, newest first. */
const COURSE_PAGE_REVIEWS = 10;

/** The newest shown reviews naming the course. */
export function courseReviews(db: Db, courseId: string) {
  return reviewsQuery(db, true)
    .where('reviews.course_id', '=', courseId)
    .limit(COURSE_PAGE_REVIEWS)
    .execute();
}

export function findReview(db: Db, id: string): Promise<ReviewRow | undefined> {
  return reviewsQuery(db, false).where('reviews.id', '=', id).executeTakeFirst();
}

/** The id of a course a user may name in a review: a published one, or one they bought. */
export async function reviewableCourseId(
  db: Db,
  userId: string,
  courseId: string,
): Promise<string | undefined> {
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('id', '=', courseId)
    .where((eb) =>
      eb.or([
        eb('is_publish', '=', 1),
        eb(
          'id',
          'in',
          eb.selectFrom('enrollments').select('course_id').where('user_id', '=', userId),
        ),
      ]),
    )
    .executeTakeFirst();
  return course?.id;
}

export async function insertReview(db: Db, review: NewReview, stamp = now()): Promise<string> {
  const id = newId();
  await db
    .insertInto('reviews')
    .values({ ...review, id, created_at: stamp })
    .execute();
  return id;
}

export async function updateReviewStatus(
  db: Db,
  id: string,
  status: ReviewsTable['status'],
): Promise<void> {
  await db.updateTable('reviews').set({ status }).where('id', '=', id).execute();
}

export async function deleteReview(db: Db, id: string): Promise<void> {
  await db.deleteFrom('reviews').where('id', '=', id).execute();
}

/** The reviews alone give the count of `reviewsQuery`: its joins reach at most one row each. */
export const countedReviews = (db: Db) => db.selectFrom('reviews');
