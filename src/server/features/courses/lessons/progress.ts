import { sql } from 'kysely';
import type { z } from 'zod';
import type { progressInputSchema } from '#common/schemas/lessons';
import type { Db } from '#server/db/database';
import type { CourseLesson } from '#server/db/schema';
import { now } from '#server/db/time';

/** Notes that the student opened the lesson now, keeping what else their progress holds. */
export async function noteOpened(db: Db, userId: string, lesson: CourseLesson) {
  const at = now();
  await db
    .insertInto('lesson_progress')
    .values({
      user_id: userId,
      lesson_id: lesson.id,
      course_id: lesson.course_id,
      completed_at: null,
      position_seconds: 0,
      last_opened_at: at,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'lesson_id']).doUpdateSet({ last_opened_at: at }),
    )
    .execute();
}

/** The student's progress in one lesson, if they opened it. */
export const progressIn = (db: Db, userId: string, lessonId: string) =>
  db
    .selectFrom('lesson_progress')
    .select(['completed_at', 'position_seconds'])
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();

/**
 * Saves where the student is in the lesson's video and whether it is complete; marking it
 * complete again keeps the first time.
 */
export async function saveProgress(
  db: Db,
  userId: string,
  lesson: CourseLesson,
  { positionSeconds, completed }: z.output<typeof progressInputSchema>,
): Promise<void> {
  await noteOpened(db, userId, lesson);
  await db
    .updateTable('lesson_progress')
    .set({
      last_opened_at: now(),
      ...(positionSeconds === undefined ? {} : { position_seconds: positionSeconds }),
      ...(completed === undefined
        ? {}
        : { completed_at: completed ? sql<string>`coalesce(completed_at, ${now()})` : null }),
    })
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lesson.id)
    .execute();
}
