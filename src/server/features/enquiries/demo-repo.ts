import type { Db } from '#server/db/database';

export function findPublishedCourse(db: Db, courseId: string) {
  return db
    .selectFrom('courses')
    .select(['id', 'course_title'])
    .where('id', '=', courseId)
    .where('is_publish', '=', 1)
    .executeTakeFirst();
}

export function findCourseBatch(db: Db, courseId: string, batchId: string) {
  return db
    .selectFrom('course_batches')
    .selectAll()
    .where('id', '=', batchId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
}
