import { attendancePercent, isBelow } from '#common/attendance';
import { printableOnCertificate } from '#common/certificate-fonts';
import { told } from '#common/schemas/batch-classes';
import { normalName } from '#common/schemas/certificates';
import {
  completionMessages,
  type CompletionIssue,
  type CompletionsDto,
} from '#common/schemas/course-completions';
import { markCounts } from '#server/db/attendance';
import { courseStudents } from '#server/db/course-progress';
import type { Db } from '#server/db/database';
import { getSiteSettings } from '#server/db/site-settings';
import { HttpError } from '#server/plugins/errors';
import { checkAttendanceMinimum } from './attendance-minimum';
import { issueBatch, templateProblem } from './bulk-issue';
import type { CertificateNotice } from './certificate-message';
import type { IssueRequest } from './issue';

async function existingCourse(db: Db, courseId: string) {
  const course = await db
    .selectFrom('courses')
    .select(['id', 'course_title'])
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw new HttpError(404, completionMessages.courseNotFound);
  return course;
}

/** Each student's latest batch of the course that asks a certificate minimum, and its rule. */
async function batchesWithMinimum(db: Db, courseId: string) {
  const rows = await db
    .selectFrom('batch_students')
    .innerJoin('course_batches', 'course_batches.id', 'batch_students.batch_id')
    .select([
      'batch_students.user_id',
      'batch_students.batch_id',
      'course_batches.certificate_min_attendance as minimum',
    ])
    .where('course_batches.course_id', '=', courseId)
    .where('course_batches.certificate_min_attendance', 'is not', null)
    .orderBy('batch_students.joined_at')
    .execute();
  return new Map(rows.map((row) => [row.user_id, { batchId: row.batch_id, minimum: row.minimum }]));
}

/**
 * The students who completed the course (every required lesson, decision 065): the date of
 * birth their registration gives, the certificate already issued from this list, whether a
 * generated certificate can print their name, and their attendance against their batch's
 * minimum (decision 059). A fixed number of queries, whatever the number of students.
 */
export async function courseCompletions(
  db: Db,
  today: string,
  courseId: string,
): Promise<CompletionsDto> {
  const course = await existingCourse(db, courseId);
  const completed = (await courseStudents(db, course.id)).students.filter(
    (student) => student.complete,
  );
  const ids = completed.map((student) => student.id);
  if (ids.length === 0) return { courseTitle: course.course_title, students: [] };
  const certificates = await db
    .selectFrom('certificates')
    .select(['user_id', 'number', 'file_id'])
    .where('course_id', '=', course.id)
    .where('user_id', 'in', ids)
    .where('status', '=', 'valid')
    .execute();
  const registrations = await db
    .selectFrom('student_registrations')
    .select(['user_id', 'dob'])
    .where('user_id', 'in', ids)
    .orderBy('created_at')
    .execute();
  const dobOf = new Map(registrations.map((row) => [row.user_id, row.dob]));
  const batches = await batchesWithMinimum(db, course.id);
  const counts = new Map<string, Awaited<ReturnType<typeof markCounts>>>();
  for (const batchId of new Set([...batches.values()].map((batch) => batch.batchId)))
    counts.set(batchId, await markCounts(db, today, { batchId }));
  return {
    courseTitle: course.course_title,
    students: completed.map((student) => {
      const certificate = certificates.find((row) => row.user_id === student.id);
      const batch = batches.get(student.id);
      const marks = batch && counts.get(batch.batchId)?.get(batch.batchId)?.get(student.id);
      const percent = marks ? attendancePercent(marks) : null;
      return {
        id: student.id,
        name: normalName(student.name),
        email: student.email,
        completedAt: student.completedAt,
        dob: dobOf.get(student.id) ?? null,
        certificate: certificate
          ? { number: certificate.number, fileId: certificate.file_id }
          : null,
        printable: printableOnCertificate(normalName(student.name)),
        attendance: batch?.minimum
          ? {
              batchId: batch.batchId,
              minimum: batch.minimum,
              percent,
              short: percent === null || (marks !== undefined && isBelow(marks, batch.minimum)),
            }
          : null,
      };
    }),
  };
}

/**
 * Issues certificates to the chosen students of the completion list in one step, through the
 * bulk issue (numbers, the template's PDF with its QR code, the audit and each student's
 * message): every one chosen must have completed the course, have none yet, a printable name
 * and, below their batch's minimum, a reason. Nothing is issued when any is refused.
 */
export async function issueFromCompletions(
  request: IssueRequest & { today: string; notifications: CertificateNotice['notifications'] },
  courseId: string,
  chosen: CompletionIssue['students'],
): Promise<{ numbers: string[]; overrides: string[] }> {
  const { db, today } = request;
  const list = await courseCompletions(db, today, courseId);
  const problem = templateProblem(await getSiteSettings(db));
  if (problem) throw new HttpError(409, problem);
  const overrides: string[] = [];
  const rows = [];
  for (const [at, choice] of chosen.entries()) {
    const student = list.students.find((one) => one.id === choice.studentId);
    if (!student) throw new HttpError(409, told(completionMessages.notComplete, choice.studentId));
    if (student.certificate)
      throw new HttpError(409, told(completionMessages.alreadyIssued, student.name));
    if (!student.printable)
      throw new HttpError(400, told(completionMessages.notPrintable, student.name));
    if (student.attendance) {
      const override = await checkAttendanceMinimum(db, today, {
        batchId: student.attendance.batchId,
        studentId: student.id,
        attendanceOverride: choice.attendanceOverride,
      }).catch((error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
        throw new HttpError(error.statusCode, error.message, {
          [`students.${at}.attendanceOverride`]: error.message,
        });
      });
      if (override) overrides.push(`${student.name}: ${override}`);
    }
    rows.push({
      row: at + 1,
      name: student.name,
      DOB: choice.DOB,
      course: list.courseTitle,
      issueDate: today,
      grade: null,
      file: null,
      email: student.email,
      phone: null,
      problems: [],
      student: { userId: student.id, courseId },
    });
  }
  const numbers = await issueBatch(request, rows, new Map(), request.notifications);
  return { numbers, overrides };
}
