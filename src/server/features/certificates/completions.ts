import { printableOnCertificate } from '#common/certificate-fonts';
import { told } from '#common/schemas/batch-classes';
import { normalName } from '#common/schemas/certificates';
import {
  completionMessages,
  type CompletionIssue,
  type CompletionsDto,
} from '#common/schemas/course-completions';
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

/**
 * The students who completed the course's lessons and required tests (decisions 065 and 069),
 * including those whose course is not complete only for attendance below their batch's minimum,
 * who may be issued a certificate with a reason (decisions 059 and 074): the date of birth their
 * registration gives, the certificate already issued from this list, whether a generated
 * certificate can print their name, and their attendance. A fixed number of queries, whatever
 * the number of students.
 */
export async function courseCompletions(
  db: Db,
  today: string,
  courseId: string,
): Promise<CompletionsDto> {
  const course = await existingCourse(db, courseId);
  const completed = (await courseStudents(db, today, course.id)).students.filter(
    (student) => student.completedAt !== null,
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
  return {
    courseTitle: course.course_title,
    students: completed.map((student) => {
      const certificate = certificates.find((row) => row.user_id === student.id);
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
        attendance: student.attendance && {
          batchId: student.attendance.batchId,
          minimum: student.attendance.minimum,
          percent: student.attendance.percent,
          short: !student.attendance.met,
        },
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
