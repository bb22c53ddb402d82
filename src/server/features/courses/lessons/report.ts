import type { CourseProgressDto } from '#common/schemas/lesson-reports';
import { attendanceShown, courseStudents } from '#server/db/course-progress';
import type { Db } from '#server/db/database';
import type { Course } from '#server/db/schema';
import { modulesOf } from './repo';

/**
 * The admin's view of a course's progress: each enrolled student's (lessons complete, the last
 * lesson opened and when), and each lesson's (how many opened it, completed it, stopped at it).
 * A fixed number of queries, whatever the number of students.
 */
export async function courseProgress(
  db: Db,
  today: string,
  course: Course,
): Promise<CourseProgressDto> {
  const { lessons, students } = await courseStudents(db, today, course.id);
  const modules = new Map((await modulesOf(db, course.id)).map((row) => [row.id, row.title]));
  const titles = new Map(lessons.map((lesson) => [lesson.id, lesson.title]));
  const count = (test: (student: (typeof students)[number]) => boolean) =>
    students.filter(test).length;
  return {
    courseTitle: course.course_title,
    students: students.map((student) => ({
      id: student.id,
      name: student.name,
      email: student.email,
      done: student.done,
      total: student.total,
      complete: student.complete,
      completedAt: student.completedAt,
      testsPassed: student.testsPassed,
      attendance: student.attendance && attendanceShown(student.attendance),
      lastOpenedAt: student.lastOpenedAt,
      lastLesson: (student.lastLessonId && titles.get(student.lastLessonId)) ?? null,
    })),
    lessons: lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      module: modules.get(lesson.module_id) ?? '',
      required: lesson.required === 1,
      opened: count((student) => student.opened.has(lesson.id)),
      completed: count((student) => student.completed.has(lesson.id)),
      lastOpened: count((student) => student.lastLessonId === lesson.id),
    })),
  };
}
