import type { Db } from './database';

/** Enrollment queries shared by the users, courses and payments features. */

export async function isEnrolled(db: Db, userId: string, courseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('enrollments')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function enrolledCourseIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('enrollments')
    .select('course_id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.course_id);
}
