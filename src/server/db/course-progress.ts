import type { Db } from './database';
import type { CourseLesson } from './schema';
import { requiredTestsPassed } from './test-results';

/*
 * A course's lessons and its students' progress through them (decision 065), read by the
 * learning area and by the certificates issued from the completion list (decision 070), which
 * may not import each other.
 */

/** A course's lessons in the order a student takes them: by module, then within it. */
export const lessonsOf = (db: Db, courseId: string) =>
  db
    .selectFrom('course_lessons')
    .innerJoin('course_modules', 'course_modules.id', 'course_lessons.module_id')
    .selectAll('course_lessons')
    .where('course_lessons.course_id', '=', courseId)
    .orderBy('course_modules.position')
    .orderBy('course_lessons.position')
    .execute();

/**
 * Progress through lessons: how many are complete of how many, and whether the course is
 * complete (every required lesson complete; a course with none required, when every lesson is;
 * and every test required for completion passed, decision 069).
 */
export function progressCounts(lessons: CourseLesson[], done: Set<string>, testsPassed = true) {
  const required = lessons.filter((lesson) => lesson.required === 1);
  const counted = required.length > 0 ? required : lessons;
  return {
    done: lessons.filter((lesson) => done.has(lesson.id)).length,
    total: lessons.length,
    complete: testsPassed && counted.length > 0 && counted.every((lesson) => done.has(lesson.id)),
  };
}

export interface StudentProgress {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  done: number;
  total: number;
  complete: boolean;
  /** When the last lesson the course's completion counts was completed; null until complete. */
  completedAt: string | null;
  lastOpenedAt: string | null;
  lastLessonId: string | null;
  /** The lessons the student opened, and those of them completed. */
  opened: Set<string>;
  completed: Set<string>;
}

/**
 * Every student enrolled in the course with their progress, in two queries (the lessons, and
 * the students with their progress rows), by name.
 */
export async function courseStudents(
  db: Db,
  courseId: string,
): Promise<{ lessons: CourseLesson[]; students: StudentProgress[] }> {
  const lessons = await lessonsOf(db, courseId);
  const rows = await db
    .selectFrom('enrollments')
    .innerJoin('users', 'users.id', 'enrollments.user_id')
    .leftJoin('lesson_progress', (join) =>
      join
        .onRef('lesson_progress.user_id', '=', 'enrollments.user_id')
        .onRef('lesson_progress.course_id', '=', 'enrollments.course_id'),
    )
    .select([
      'users.id',
      'users.user_name',
      'users.email',
      'users.mobile_no',
      'lesson_progress.lesson_id',
      'lesson_progress.completed_at',
      'lesson_progress.last_opened_at',
    ])
    .where('enrollments.course_id', '=', courseId)
    .orderBy('users.user_name')
    .orderBy('users.id')
    .execute();
  const byId = new Map<string, StudentProgress & { at: Map<string, string> }>();
  for (const row of rows) {
    let student = byId.get(row.id);
    if (!student) {
      student = {
        id: row.id,
        name: row.user_name,
        email: row.email,
        phone: row.mobile_no,
        done: 0,
        total: 0,
        complete: false,
        completedAt: null,
        lastOpenedAt: null,
        lastLessonId: null,
        opened: new Set(),
        completed: new Set(),
        at: new Map(),
      };
      byId.set(row.id, student);
    }
    if (!row.lesson_id || !row.last_opened_at) continue;
    student.opened.add(row.lesson_id);
    if (row.completed_at) {
      student.completed.add(row.lesson_id);
      student.at.set(row.lesson_id, row.completed_at);
    }
    if (!student.lastOpenedAt || row.last_opened_at > student.lastOpenedAt) {
      student.lastOpenedAt = row.last_opened_at;
      student.lastLessonId = row.lesson_id;
    }
  }
  const students = await Promise.all(
    [...byId.values()].map(async ({ at, ...student }) => {
      const lessonsDone = progressCounts(lessons, student.completed).complete;
      // The tests only for those whose lessons are done: most of a class has not finished.
      const testsPassed = lessonsDone && (await requiredTestsPassed(db, student.id, courseId));
      const counts = progressCounts(lessons, student.completed, testsPassed);
      const times = lessons.flatMap((lesson) => at.get(lesson.id) ?? []).sort();
      return {
        ...student,
        ...counts,
        completedAt: counts.complete ? (times.at(-1) ?? null) : null,
      };
    }),
  );
  return { lessons, students };
}
