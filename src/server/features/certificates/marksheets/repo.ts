import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import type { Marksheet, MarksheetsTable } from '#server/db/schema';

/** The next marksheet serial of a year, atomically on both databases (one upsert). */
export async function reserveMarksheetSerial(db: Db, year: number): Promise<number> {
  const { last_serial } = await db
    .insertInto('marksheet_counters')
    .values({ year, last_serial: 1 })
    .onConflict((oc) =>
      oc
        .column('year')
        .doUpdateSet({ last_serial: sql<number>`marksheet_counters.last_serial + 1` }),
    )
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return Number(last_serial);
}

export const insertMarksheet = (db: Db, row: MarksheetsTable) =>
  db.insertInto('marksheets').values(row).returningAll().executeTakeFirstOrThrow();

export const findMarksheet = (db: Db, id: string): Promise<Marksheet | undefined> =>
  db.selectFrom('marksheets').selectAll().where('id', '=', id).executeTakeFirst();

export const findMarksheetByFileId = (db: Db, fileId: string): Promise<Marksheet | undefined> =>
  db.selectFrom('marksheets').selectAll().where('file_id', '=', fileId).executeTakeFirst();

export const validMarksheetOf = (db: Db, userId: string, courseId: string) =>
  db
    .selectFrom('marksheets')
    .select('id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('status', '=', 'valid')
    .executeTakeFirst();

/** A student's marksheets, newest first (a student or guardian sees the valid ones only). */
export function marksheetsOfStudent(db: Db, userId: string, validOnly: boolean) {
  let query = db
    .selectFrom('marksheets')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (validOnly) query = query.where('status', '=', 'valid');
  return query.execute();
}

export const revokeMarksheetRow = (db: Db, id: string, reason: string, at: string) =>
  db
    .updateTable('marksheets')
    .set({ status: 'revoked', revoked_at: at, revoked_reason: reason, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'valid')
    .returningAll()
    .executeTakeFirst();

/** The year's last marksheet serial handed out, and the serials of its valid marksheets. */
export async function marksheetSerialsOfYear(db: Db, year: number) {
  const counter = await db
    .selectFrom('marksheet_counters')
    .select('last_serial')
    .where('year', '=', year)
    .executeTakeFirst();
  if (!counter) return undefined;
  const valid = await db
    .selectFrom('marksheets')
    .select('serial')
    .where('issue_year', '=', year)
    .where('status', '=', 'valid')
    .execute();
  return { last: Number(counter.last_serial), valid: valid.map((row) => Number(row.serial)) };
}

/** The student's name and the courses they are enrolled in. */
export async function studentAndCourses(db: Db, userId: string) {
  const student = await db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const courses = await db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select(['courses.id', 'courses.course_title'])
    .where('enrollments.user_id', '=', userId)
    .orderBy('courses.course_title')
    .execute();
  return { student, courses };
}

/** The course's batches the student is in. */
export const batchesOfStudentInCourse = (db: Db, userId: string, courseId: string) =>
  db
    .selectFrom('batch_students')
    .innerJoin('course_batches', 'course_batches.id', 'batch_students.batch_id')
    .select('course_batches.id')
    .where('batch_students.user_id', '=', userId)
    .where('course_batches.course_id', '=', courseId)
    .execute();
