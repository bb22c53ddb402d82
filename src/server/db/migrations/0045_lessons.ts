import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

interface StoredLesson {
  title: string;
  titleHi?: string | null;
  minutes: number;
}
interface StoredModule {
  title: string;
  titleHi?: string | null;
  lessons: StoredLesson[];
}
/** The tables as this migration writes them. */
interface Tables {
  courses: { id: string; outline: string };
  course_modules: {
    id: string;
    course_id: string;
    position: number;
    title: string;
    title_hi: string | null;
    created_at: string;
  };
  course_lessons: {
    id: string;
    module_id: string;
    course_id: string;
    position: number;
    title: string;
    title_hi: string | null;
    kind: string;
    minutes: number;
    created_at: string;
    updated_at: string;
  };
}

/**
 * A course's modules and lessons (issue 38, decision 065): the outline the course page showed,
 * kept as JSON on the course, becomes rows a lesson's content and a student's progress belong
 * to. Every module and lesson of each course's outline is copied in order; a copied lesson is
 * notes without text until the admin gives it content. `courses.outline` stays, rewritten from
 * these rows whenever they change, for what reads it (the course page, its description).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('course_modules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_hi', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('course_modules_course')
    .on('course_modules')
    .columns(['course_id', 'position'])
    .execute();

  await db.schema
    .createTable('course_lessons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('module_id', 'text', (c) =>
      c.notNull().references('course_modules.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_hi', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('free_preview', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('youtube_id', 'text')
    .addColumn('live_url', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes_html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('storage_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('content_type', 'text')
    .addColumn('size_bytes', 'bigint')
    .addColumn('captions_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('course_lessons_module')
    .on('course_lessons')
    .columns(['module_id', 'position'])
    .execute();
  await db.schema
    .createIndex('course_lessons_course')
    .on('course_lessons')
    .column('course_id')
    .execute();

  await db.schema
    .createTable('lesson_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) =>
      c.notNull().references('course_lessons.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('completed_at', 'text')
    .addColumn('position_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_opened_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_progress_pk', ['user_id', 'lesson_id'])
    .execute();
  await db.schema
    .createIndex('lesson_progress_course')
    .on('lesson_progress')
    .columns(['user_id', 'course_id'])
    .execute();

  const now = new Date().toISOString();
  const tables = db as unknown as Kysely<Tables>;
  const courses = await tables.selectFrom('courses').select(['id', 'outline']).execute();
  for (const course of courses) {
    const modules = JSON.parse(course.outline) as StoredModule[];
    for (const [position, module] of modules.entries()) {
      const moduleId = randomUUID();
      await tables
        .insertInto('course_modules')
        .values({
          id: moduleId,
          course_id: course.id,
          position,
          title: module.title,
          title_hi: module.titleHi ?? null,
          created_at: now,
        })
        .execute();
      for (const [place, lesson] of module.lessons.entries()) {
        await tables
          .insertInto('course_lessons')
          .values({
            id: randomUUID(),
            module_id: moduleId,
            course_id: course.id,
            position: place,
            title: lesson.title,
            title_hi: lesson.titleHi ?? null,
            kind: 'notes',
            minutes: lesson.minutes,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    }
  }
}
