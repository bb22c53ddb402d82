import type { Db } from './database';

/**
 * A course's shown reviews counted, and the average (to one decimal) and count of the ratings
 * among them: the course page shows them and its structured data carries them.
 */
export async function courseRatings(db: Db, courseId: string) {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('reviews'),
      eb.fn.count<string | number>('rating').as('ratings'),
      eb.fn.avg<string | number | null>('rating').as('average'),
    ])
    .where('course_id', '=', courseId)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  const ratingCount = Number(row.ratings);
  return {
    reviewCount: Number(row.reviews),
    ratingCount,
    average: ratingCount > 0 ? Math.round(Number(row.average) * 10) / 10 : null,
  };
}
