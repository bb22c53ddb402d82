import { attendancePercent, isBelow, noMarks, type MarkCounts } from '#common/attendance';
import type { AttendanceMark } from '#common/batch-sessions';
import type { AttendanceReport, MyAttendance, Register } from '#common/schemas/attendance-reports';
import { markCounts } from '#server/db/attendance';
import type { Db } from '#server/db/database';
import type { CourseBatch } from '#server/db/schema';
import { batchesOfStudent, classesHeld, classesOfMonth, marksAt } from './report-repo';
import { courseTitleOfBatch, studentsOf } from './repo';

const sum = (all: MarkCounts[]) =>
  all.reduce((total, counts) => {
    for (const mark of Object.keys(total) as AttendanceMark[]) total[mark] += counts[mark];
    return total;
  }, noMarks());

/**
 * Each student's attendance at the batch's classes held up to today and not cancelled, the
 * batch's (every student's marks together), and who is below the threshold (decision 059).
 */
export async function attendanceReport(
  db: Db,
  batch: CourseBatch,
  today: string,
  threshold: number,
): Promise<AttendanceReport> {
  const [students, counts, courseTitle, held] = await Promise.all([
    studentsOf(db, batch.id),
    markCounts(db, today, { batchId: batch.id }),
    courseTitleOfBatch(db, batch.id),
    classesHeld(db, batch.id, today),
  ]);
  const byUser = counts.get(batch.id) ?? new Map<string, MarkCounts>();
  const rows = students.map((student) => {
    const own = byUser.get(student.id) ?? noMarks();
    return {
      _id: student.id,
      userName: student.user_name,
      email: student.email,
      counts: own,
      percent: attendancePercent(own),
      below: isBelow(own, threshold),
    };
  });
  return {
    batchId: batch.id,
    courseTitle,
    classesHeld: held,
    percent: attendancePercent(sum(rows.map((row) => row.counts))),
    threshold,
    certificateMinimum: batch.certificate_min_attendance,
    students: rows,
  };
}

/** The month's register: each student of the batch by each class not cancelled, and their month's percent. */
export async function monthRegister(
  db: Db,
  batch: CourseBatch,
  month: string,
  today: string,
): Promise<Register> {
  const [students, sessions, courseTitle] = await Promise.all([
    studentsOf(db, batch.id),
    classesOfMonth(db, batch.id, month),
    courseTitleOfBatch(db, batch.id),
  ]);
  const marks = await marksAt(
    db,
    sessions.map((session) => session.id),
  );
  const markOf = new Map(marks.map((row) => [`${row.session_id} ${row.user_id}`, row.mark]));
  return {
    courseTitle,
    month,
    sessions: sessions.map((s) => ({ _id: s.id, heldOn: s.held_on, startTime: s.start_time })),
    students: students.map((student) => {
      const counts = noMarks();
      const row = sessions.map((session) => {
        const mark = markOf.get(`${session.id} ${student.id}`) ?? null;
        if (mark && session.held_on <= today) counts[mark] += 1;
        return mark;
      });
      return {
        _id: student.id,
        userName: student.user_name,
        marks: row,
        percent: attendancePercent(counts),
      };
    }),
  };
}

/** A student's own attendance in each batch they are in. */
export async function myAttendance(db: Db, userId: string, today: string): Promise<MyAttendance> {
  const [batches, counts] = await Promise.all([
    batchesOfStudent(db, userId),
    markCounts(db, today, { userId }),
  ]);
  return {
    batches: batches.map((batch) => {
      const own = counts.get(batch.id)?.get(userId) ?? noMarks();
      return {
        batchId: batch.id,
        courseTitle: batch.course_title,
        startsOn: batch.starts_on,
        counts: own,
        percent: attendancePercent(own),
      };
    }),
  };
}
