import { courseAttendances, type CourseAttendance } from './course-attendance';
import type { Db } from './database';
import type { CourseLesson } from './schema';
import { requiredTestsPassedBy } from './test-results';

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

/** Every lesson the course's completion counts is complete: its required ones, or all of them. */
export function lessonsComplete(lessons: CourseLesson[], done: Set<string>) {
  const required = lessons.filter((lesson) => lesson.required === 1);
  const counted = required.length > 0 ? required : lessons;
  return counted.length > 0 && counted.every((lesson) => done.has(lesson.id));
}

/** What a course's completion asks of a student beyond the lessons (decisions 069 and 074). */
export interface Conditions {
  /** Every test required for completion that the student takes is passed. */
  testsPassed: boolean;
  /** Their batch's attendance minimum and their count; null where no batch of theirs sets one. */
  attendance: CourseAttendance | null;
}

/**
 * Progress through lessons: how many are complete of how many, and whether the course is
 * complete: the lessons (`lessonsComplete`), every required test passed and, where the
 * student's batch sets a minimum, the attendance met (decision 074).
 */
export function progressCounts(
  lessons: CourseLesson[],
  done: Set<string>,
  { testsPassed, attendance }: Conditions = { testsPassed: true, attendance: null },
) {
  return {
    done: lessons.filter((lesson) => done.has(lesson.id)).length,
    total: lessons.length,
    complete: testsPassed && (attendance?.met ?? true) && lessonsComplete(lessons, done),
  };
}

/** The attendance a student is shown against the minimum: the count, not the batch it is of. */
export const attendanceShown = ({ minimum, percent, met }: CourseAttendance) => ({
  minimum,
  percent,
  met,
});

/**
 * Each of the given students' conditions for the course's completion, by student. A fixed
 * number of queries, whatever the number of students.
 */
export async function completionConditions(
  db: Db,
  today: string,
  courseId: string,
  userIds: string[],
): Promise<Map<string, Conditions>> {
  const passed = await requiredTestsPassedBy(db, courseId, userIds);
  const [only] = userIds;
  const attendances = await courseAttendances(
    db,
    today,
    only !== undefined && userIds.length === 1 ? { userId: only } : { courseId },
  );
  return new Map(
    userIds.map((userId) => [
      userId,
      {
        testsPassed: passed.has(userId),
        attendance: attendances.get(`${userId} ${courseId}`) ?? null,
      },
    ]),
  );
}

export interface StudentProgress {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  done: number;
  total: number;
  complete: boolean;
  /**
   * When the last lesson the course's completion counts was completed, once those lessons and
   * the required tests are done (attendance aside: the completion list shows those short of it,
   * decision 074); null before.
   */
  completedAt: string | null;
  testsPassed: boolean;
  attendance: CourseAttendance | null;
  lastOpenedAt: string | null;
  lastLessonId: string | null;
  /** The lessons the student opened, and those of them completed. */
  opened: Set<string>;
  completed: Set<string>;
}

/**
 * Every student enrolled in the course with their progress and completion, by name, in a fixed
 * number of queries (the lessons, the students with their progress rows, and the conditions).
 */
export async function courseStudents(
  db: Db,
  today: string,
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
        testsPassed: false,
        attendance: null,
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
  const conditions = await completionConditions(db, today, courseId, [...byId.keys()]);
  const students = [...byId.values()].map(({ at, ...student }) => {
    const those = conditions.get(student.id) ?? { testsPassed: false, attendance: null };
    const finished = those.testsPassed && lessonsComplete(lessons, student.completed);
    const times = lessons.flatMap((lesson) => at.get(lesson.id) ?? []).sort();
    return {
      ...student,
      ...progressCounts(lessons, student.completed, those),
      completedAt: finished ? (times.at(-1) ?? null) : null,
      testsPassed: those.testsPassed,
      attendance: those.attendance,
    };
  });
  return { lessons, students };
}
