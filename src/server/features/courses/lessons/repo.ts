import type { z } from 'zod';
import type { moveSchema } from '#common/schemas/lessons';
import type { Db } from '#server/db/database';
import type { CourseLesson, CourseLessonsTable, CourseModule } from '#server/db/schema';
import { lessonsOf } from '#server/db/course-progress';
import { newId, now } from '#server/db/time';

/** A course's modules in order. */
export const modulesOf = (db: Db, courseId: string) =>
  db
    .selectFrom('course_modules')
    .selectAll()
    .where('course_id', '=', courseId)
    .orderBy('position')
    .execute();

export const findModule = (db: Db, id: string) =>
  db.selectFrom('course_modules').selectAll().where('id', '=', id).executeTakeFirst();

export const findLesson = (db: Db, id: string) =>
  db.selectFrom('course_lessons').selectAll().where('id', '=', id).executeTakeFirst();

/** The student's progress rows in one course. */
export const progressOf = (db: Db, userId: string, courseId: string) =>
  db
    .selectFrom('lesson_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();

export async function insertModule(
  db: Db,
  courseId: string,
  title: { title: string; title_hi: string | null },
): Promise<CourseModule> {
  const last = await db
    .selectFrom('course_modules')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  const row = {
    id: newId(),
    course_id: courseId,
    position: last?.position === null || last?.position === undefined ? 0 : last.position + 1,
    ...title,
    created_at: now(),
  };
  await db.insertInto('course_modules').values(row).execute();
  return row;
}

export type LessonFields = Omit<
  CourseLessonsTable,
  | 'id'
  | 'module_id'
  | 'course_id'
  | 'position'
  | 'created_at'
  | 'updated_at'
  | 'storage_key'
  | 'file_name'
  | 'content_type'
  | 'size_bytes'
  | 'captions_key'
>;

export async function insertLesson(
  db: Db,
  module: CourseModule,
  fields: LessonFields,
): Promise<CourseLesson> {
  const last = await db
    .selectFrom('course_lessons')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('module_id', '=', module.id)
    .executeTakeFirst();
  const at = now();
  const row: CourseLesson = {
    id: newId(),
    module_id: module.id,
    course_id: module.course_id,
    position: last?.position === null || last?.position === undefined ? 0 : last.position + 1,
    ...fields,
    storage_key: null,
    file_name: null,
    content_type: null,
    size_bytes: null,
    captions_key: null,
    created_at: at,
    updated_at: at,
  };
  await db.insertInto('course_lessons').values(row).execute();
  return row;
}

/** Numbers the rows 0, 1, 2… in the order given. */
export async function renumber(
  db: Db,
  table: 'course_modules' | 'course_lessons',
  ids: string[],
): Promise<void> {
  for (const [position, id] of ids.entries())
    await db.updateTable(table).set({ position }).where('id', '=', id).execute();
}

/**
 * The order with `id` moved one place up or down, or to a place (a place past the end is the
 * last); the same order at either end.
 */
export function moved(ids: string[], id: string, move: z.output<typeof moveSchema>): string[] {
  const from = ids.indexOf(id);
  let to: number;
  if ('to' in move) to = Math.min(move.to, ids.length - 1);
  else to = move.direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const order = [...ids];
  order.splice(to, 0, ...order.splice(from, 1));
  return order;
}

/**
 * Rewrites the course's `outline` JSON from its modules and lessons, for what reads it (the
 * course page and its description): titles, lengths and free previews, in order.
 */
export async function rewriteOutline(db: Db, courseId: string): Promise<void> {
  const modules = await modulesOf(db, courseId);
  const lessons = await lessonsOf(db, courseId);
  const outline = modules.map((module) => ({
    title: module.title,
    titleHi: module.title_hi,
    lessons: lessons
      .filter((lesson) => lesson.module_id === module.id)
      .map((lesson) => ({
        title: lesson.title,
        titleHi: lesson.title_hi,
        minutes: lesson.minutes,
        ...(lesson.free_preview ? { preview: true } : {}),
      })),
  }));
  await db
    .updateTable('courses')
    .set({ outline: JSON.stringify(outline) })
    .where('id', '=', courseId)
    .execute();
}

interface OutlineModule {
  title: string;
  titleHi: string | null;
  lessons: { title: string; titleHi: string | null; minutes: number }[];
}

/**
 * The outline form's modules applied to the rows, place by place: the module and lesson at each
 * place take the form's titles and length, places the form adds become modules and lessons
 * (notes without text), places it drops are removed with their lessons. Content, kind and
 * previews stay with the place.
 */
export async function applyOutline(
  db: Db,
  courseId: string,
  outline: OutlineModule[],
): Promise<void> {
  const modules = await modulesOf(db, courseId);
  const lessons = await lessonsOf(db, courseId);
  for (const [place, module] of outline.entries()) {
    const title = { title: module.title, title_hi: module.titleHi };
    let row = modules[place];
    if (row) await db.updateTable('course_modules').set(title).where('id', '=', row.id).execute();
    else row = await insertModule(db, courseId, title);
    const own = lessons.filter((lesson) => lesson.module_id === row.id);
    for (const [at, lesson] of module.lessons.entries()) {
      const fields = { title: lesson.title, title_hi: lesson.titleHi, minutes: lesson.minutes };
      const existing = own[at];
      if (existing) {
        await db.updateTable('course_lessons').set(fields).where('id', '=', existing.id).execute();
      } else {
        await insertLesson(db, row, {
          ...fields,
          kind: 'notes',
          free_preview: 0,
          required: 1,
          youtube_id: null,
          live_url: null,
          notes: '',
          notes_html: '',
        });
      }
    }
    const dropped = own.slice(module.lessons.length).map((lesson) => lesson.id);
    if (dropped.length > 0)
      await db.deleteFrom('course_lessons').where('id', 'in', dropped).execute();
  }
  const droppedModules = modules.slice(outline.length).map((module) => module.id);
  if (droppedModules.length > 0)
    await db.deleteFrom('course_modules').where('id', 'in', droppedModules).execute();
}

/** The stored files of lessons about to go (with their module or course). */
export const storedFilesOf = (lessons: Pick<CourseLesson, 'storage_key' | 'captions_key'>[]) =>
  lessons
    .flatMap((lesson) => [lesson.storage_key, lesson.captions_key])
    .filter((key) => key !== null);

/** A module's lessons' ids in order. */
export const lessonIdsOf = async (db: Db, moduleId: string) =>
  (
    await db
      .selectFrom('course_lessons')
      .select('id')
      .where('module_id', '=', moduleId)
      .orderBy('position')
      .execute()
  ).map((row) => row.id);

export async function renameModule(
  db: Db,
  id: string,
  title: { title: string; title_hi?: string | null },
): Promise<void> {
  await db.updateTable('course_modules').set(title).where('id', '=', id).execute();
}

/** Deletes a module with its lessons; the keys of their stored files, to remove. */
export async function deleteModule(db: Db, module: CourseModule): Promise<string[]> {
  const lessons = await db
    .selectFrom('course_lessons')
    .select(['storage_key', 'captions_key'])
    .where('module_id', '=', module.id)
    .execute();
  await db.deleteFrom('course_modules').where('id', '=', module.id).execute();
  await renumber(
    db,
    'course_modules',
    (await modulesOf(db, module.course_id)).map((row) => row.id),
  );
  return storedFilesOf(lessons);
}

export async function updateLesson(
  db: Db,
  id: string,
  changes: Partial<Omit<CourseLessonsTable, 'id' | 'created_at'>>,
): Promise<void> {
  await db
    .updateTable('course_lessons')
    .set({ ...changes, updated_at: now() })
    .where('id', '=', id)
    .execute();
}

/** Deletes a lesson and closes the gap it leaves in its module. */
export async function deleteLesson(db: Db, lesson: CourseLesson): Promise<void> {
  await db.deleteFrom('course_lessons').where('id', '=', lesson.id).execute();
  await renumber(db, 'course_lessons', await lessonIdsOf(db, lesson.module_id));
}
