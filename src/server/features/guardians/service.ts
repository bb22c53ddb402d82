import type { FastifyInstance } from 'fastify';
import type { GuardianTopic } from '#common/guardians';
import {
  MAX_GUARDIANS,
  guardianMessages,
  type GuardianDto,
  type GuardianValues,
  type StudentGuardians,
} from '#common/schemas/guardians';
import type { Db } from '#server/db/database';
import type { GuardianRow } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { askForCode } from './codes';
import {
  countGuardians,
  deleteGuardian,
  findGuardian,
  findStudent,
  guardiansOf,
  insertGuardian,
  updateGuardian,
} from './repo';

export type Student = NonNullable<Awaited<ReturnType<typeof findStudent>>>;

const guardianDto = (row: GuardianRow): GuardianDto => ({
  _id: row.id,
  name: row.name,
  relation: row.relation,
  phone: row.phone,
  email: row.email,
  language: row.language,
  topics: JSON.parse(row.topics) as GuardianTopic[],
  confirmedAt: row.confirmed_at,
});

/** A student's guardians as their page shows them. */
export async function studentGuardians(db: Db, student: Student): Promise<StudentGuardians> {
  const rows = await guardiansOf(db, student.id);
  return { declinedAt: student.guardians_declined_at, guardians: rows.map(guardianDto) };
}

/** A student (not an admin account), or 404. */
export async function existingStudent(db: Db, id: string): Promise<Student> {
  const student = await findStudent(db, id);
  if (student?.role !== 'student') throw new HttpError(404, 'User not found');
  return student;
}

/** One of this student's guardians, or 404: another student's is not found either. */
export async function guardianOf(db: Db, studentId: string, id: string): Promise<GuardianRow> {
  const guardian = await findGuardian(db, id);
  if (guardian?.student_id !== studentId) throw new HttpError(404, guardianMessages.notFound);
  return guardian;
}

/** Adds a guardian, unconfirmed, and sends them a code; at most `MAX_GUARDIANS` a student. */
export async function addGuardian(
  app: FastifyInstance,
  student: Student,
  values: GuardianValues,
): Promise<GuardianRow> {
  if ((await countGuardians(app.db, student.id)) >= MAX_GUARDIANS) {
    throw new HttpError(409, guardianMessages.tooMany);
  }
  const id = await insertGuardian(app.db, { ...values, studentId: student.id, confirmedAt: null });
  const guardian = await guardianOf(app.db, student.id, id);
  await askForCode(app, guardian, student.user_name);
  return guardian;
}

/**
 * Changes a guardian; one whose phone or e-mail changed must confirm again, and is sent a code
 * (unless today's codes are used up: then the page's resend button waits for tomorrow).
 */
export async function changeGuardian(
  app: FastifyInstance,
  student: Student,
  guardian: GuardianRow,
  values: GuardianValues,
): Promise<void> {
  await updateGuardian(app.db, guardian, values);
  const changed = await guardianOf(app.db, student.id, guardian.id);
  if (changed.confirmed_at) return;
  if (changed.phone === guardian.phone && changed.email === guardian.email) return;
  await askForCode(app, changed, student.user_name).catch((error: unknown) => {
    if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
  });
}

export const removeGuardian = (db: Db, guardian: GuardianRow) => deleteGuardian(db, guardian.id);

/** How a guardian is named in the activity log. */
export const guardianSummary = (
  guardian: Pick<GuardianRow, 'name' | 'relation'>,
  student: Student,
) => `${guardian.name} (${guardian.relation}) of ${student.user_name}`;
