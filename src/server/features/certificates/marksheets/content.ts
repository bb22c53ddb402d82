import { attendancePercent, noMarks } from '#common/attendance';
import { gradeFor } from '#common/grading';
import { marksheetMessages, type MarksheetContent } from '#common/schemas/marksheets';
import { fromHundredths } from '#common/tests';
import { markCounts } from '#server/db/attendance';
import type { Db } from '#server/db/database';
import { getGradingScale, getSiteSettings } from '#server/db/site-settings';
import { shownResults } from '#server/db/test-results';
import { HttpError } from '#server/plugins/errors';
import { batchesOfStudentInCourse, studentAndCourses } from './repo';

/** The student's attendance over their batches of the course (decision 059's count), or null. */
async function courseAttendance(db: Db, userId: string, courseId: string, today: string) {
  const batches = new Set(
    (await batchesOfStudentInCourse(db, userId, courseId)).map((batch) => batch.id),
  );
  const total = noMarks();
  for (const [batchId, byUser] of await markCounts(db, today, { userId })) {
    const counts = byUser.get(userId);
    if (!batches.has(batchId) || !counts) continue;
    for (const mark of Object.keys(total) as (keyof typeof total)[]) total[mark] += counts[mark];
  }
  return attendancePercent(total);
}

/**
 * What a student's marksheet for a course prints, as of now: every released result of the
 * course (the best attempt of each test), the total, the percent rounded down and the grade by
 * the institute's scale (decided on the exact marks), and the attendance percent.
 */
export async function marksheetContent(
  db: Db,
  userId: string,
  courseId: string,
  today: string,
): Promise<MarksheetContent> {
  const { student, courses } = await studentAndCourses(db, userId);
  const course = courses.find((c) => c.id === courseId);
  if (!student) throw new HttpError(404, 'Student not found.');
  if (!course) throw new HttpError(404, marksheetMessages.noResults);
  const results = await shownResults(db, { userId, courseId });
  if (results.length === 0) throw new HttpError(409, marksheetMessages.noResults);
  const [{ name: institute }, scale, attendance] = await Promise.all([
    getSiteSettings(db),
    getGradingScale(db),
    courseAttendance(db, userId, courseId, today),
  ]);
  const total = results.reduce((sum, r) => sum + r.marks, 0);
  const maxTotal = results.reduce((sum, r) => sum + r.maxMarks, 0);
  return {
    institute,
    student: student.user_name,
    course: course.course_title,
    tests: results.map((r) => ({
      title: r.title,
      date: r.date,
      marks: fromHundredths(r.marks),
      maxMarks: fromHundredths(r.maxMarks),
      passed: r.passed,
    })),
    total: fromHundredths(total),
    maxTotal: fromHundredths(maxTotal),
    percent: maxTotal > 0 ? Math.floor((Math.max(0, total) * 100) / maxTotal) : 0,
    grade: gradeFor(scale, total, maxTotal),
    attendance,
  };
}
