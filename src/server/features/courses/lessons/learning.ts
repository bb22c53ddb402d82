import type { LearningDto, MyProgressDto } from '#common/schemas/lessons';
import type { Db } from '#server/db/database';
import type { CourseLesson, LessonProgress } from '#server/db/schema';
import type { CourseAccess } from './access';
import {
  attendanceShown,
  completionConditions,
  lessonsOf,
  progressCounts,
} from '#server/db/course-progress';
import { modulesOf, progressOf } from './repo';

/** The lesson to continue with: the one last opened, else the first not complete, else the first. */
export function resumeOf(
  lessons: CourseLesson[],
  progress: LessonProgress[],
  done: Set<string>,
): string | null {
  const last = [...progress].sort((a, b) => b.last_opened_at.localeCompare(a.last_opened_at))[0];
  if (last && lessons.some((lesson) => lesson.id === last.lesson_id)) return last.lesson_id;
  return (lessons.find((lesson) => !done.has(lesson.id)) ?? lessons[0])?.id ?? null;
}

const completedIn = (progress: LessonProgress[]) =>
  new Set(progress.filter((row) => row.completed_at !== null).map((row) => row.lesson_id));

/**
 * A student's progress through a course's lessons and its completion (decision 074), with the
 * attendance it asks where their batch sets a minimum, so the student sees what is missing.
 */
async function courseProgressOf(
  db: Db,
  today: string,
  userId: string,
  courseId: string,
  lessons: CourseLesson[],
  done: Set<string>,
) {
  const conditions = (await completionConditions(db, today, courseId, [userId])).get(userId);
  const attendance = conditions?.attendance;
  return {
    ...progressCounts(lessons, done, conditions),
    ...(attendance && { attendance: attendanceShown(attendance) }),
  };
}

/** The course's modules and lessons as the viewer may take them, with their progress. */
export async function learningOf(
  db: Db,
  today: string,
  access: CourseAccess,
  userId: string | undefined,
): Promise<LearningDto> {
  const { course, full } = access;
  const modules = await modulesOf(db, course.id);
  const lessons = await lessonsOf(db, course.id);
  const progress = userId && access.buyer ? await progressOf(db, userId, course.id) : [];
  const done = completedIn(progress);
  const open = (lesson: CourseLesson) => full || lesson.free_preview === 1;
  return {
    course: { id: course.id, title: course.course_title, titleHi: course.course_title_hi },
    enrolled: full,
    tracked: access.buyer,
    modules: modules.map((module) => {
      const own = lessons.filter((lesson) => lesson.module_id === module.id);
      const { done: moduleDone, total } = progressCounts(own, done);
      return {
        id: module.id,
        title: module.title,
        titleHi: module.title_hi,
        progress: { done: moduleDone, total },
        lessons: own.map((lesson) => ({
          id: lesson.id,
          title: lesson.title,
          titleHi: lesson.title_hi,
          kind: lesson.kind,
          minutes: lesson.minutes,
          freePreview: lesson.free_preview === 1,
          required: lesson.required === 1,
          open: open(lesson),
          completed: done.has(lesson.id),
        })),
      };
    }),
    progress:
      userId !== undefined && access.buyer
        ? await courseProgressOf(db, today, userId, course.id, lessons, done)
        : progressCounts(lessons, done, { testsPassed: false, attendance: null }),
    resumeLessonId: resumeOf(lessons.filter(open), progress, done),
  };
}

/** Each of the student's bought courses' progress, for My Learning. */
export async function myProgress(db: Db, today: string, userId: string): Promise<MyProgressDto> {
  const courses = await db
    .selectFrom('enrollments')
    .select('course_id')
    .where('user_id', '=', userId)
    .execute();
  const answer: MyProgressDto = [];
  for (const { course_id: courseId } of courses) {
    const lessons = await lessonsOf(db, courseId);
    const progress = await progressOf(db, userId, courseId);
    const done = completedIn(progress);
    answer.push({
      courseId,
      ...(await courseProgressOf(db, today, userId, courseId, lessons, done)),
      resumeLessonId: resumeOf(lessons, progress, done),
    });
  }
  return answer;
}
