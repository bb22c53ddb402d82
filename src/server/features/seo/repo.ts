import type { Db } from '#server/db/database';

/** Reads for page descriptions and the sitemap: published items only, and only the columns used. */

export function publishedCourse(db: Db, id: string) {
  return db
    .selectFrom('courses')
    .select([
      'id',
      'course_title',
      'course_title_hi',
      'sub_title',
      'sub_title_hi',
      'category',
      'course_price',
      'description',
      'description_hi',
      'course_level',
      'course_duration',
      'course_language',
      'instructor',
      'course_thumbnail',
      'updated_at',
      'course_mode',
      'outline',
      'learning_points',
      'prerequisites',
      'audience',
    ])
    .where('id', '=', id)
    .where('is_publish', '=', 1)
    .executeTakeFirst();
}

export type CourseRow = NonNullable<Awaited<ReturnType<typeof publishedCourse>>>;

/** A course's batches starting on `from` or later, soonest first. */
export function upcomingBatches(db: Db, courseId: string, from: string) {
  return db
    .selectFrom('course_batches')
    .select(['starts_on', 'days', 'start_time', 'end_time', 'mode'])
    .where('course_id', '=', courseId)
    .where('starts_on', '>=', from)
    .orderBy('starts_on')
    .orderBy('start_time')
    .orderBy('id')
    .execute();
}

export type BatchRow = Awaited<ReturnType<typeof upcomingBatches>>[number];

export function publishedNews(db: Db, id: string) {
  return db
    .selectFrom('news')
    .select([
      'id',
      'news_headline as title',
      'news_headline_hi as title_hi',
      'news_image as image',
      'description_html',
      'description_html_hi',
      'published_at',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', id)
    .where('is_published', '=', 1)
    .executeTakeFirst();
}

export function publishedPost(db: Db, id: string) {
  return db
    .selectFrom('blog_posts')
    .select([
      'id',
      'blog_title as title',
      'blog_title_hi as title_hi',
      'blog_image as image',
      'instructor',
      'description_html',
      'description_html_hi',
      'published_at',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', id)
    .where('is_published', '=', 1)
    .executeTakeFirst();
}

export type ArticleRow = NonNullable<Awaited<ReturnType<typeof publishedNews>>> & {
  instructor?: string;
};

export interface Listed {
  id: string;
  updated_at: string;
}

/** Every published course, news item and post, newest change first. */
export async function publishedItems(db: Db) {
  const [courses, news, posts] = await Promise.all([
    db
      .selectFrom('courses')
      .select(['id', 'updated_at'])
      .where('is_publish', '=', 1)
      .orderBy('updated_at', 'desc')
      .execute(),
    db
      .selectFrom('news')
      .select(['id', 'updated_at'])
      .where('is_published', '=', 1)
      .orderBy('updated_at', 'desc')
      .execute(),
    db
      .selectFrom('blog_posts')
      .select(['id', 'updated_at'])
      .where('is_published', '=', 1)
      .orderBy('updated_at', 'desc')
      .execute(),
  ]);
  return { courses, news, posts };
}

/** Whether a certificate has this verification address (its page is never indexed). */
export async function certificateExists(db: Db, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('certificates')
    .select('id')
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  return row !== undefined;
}
