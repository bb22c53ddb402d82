import type { AttendanceInput, ClassListDto } from '#common/schemas/batch-classes';
import { batchClassMessages } from '#common/schemas/batch-classes';
import type { Db } from '#server/db/database';
import type { BatchSession } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { afterMarks, type Notices } from './absences';
import { sessionDto, personDto } from './mapper';
import { courseTitleOfBatch, marksOf, studentsOf, upsertMarks } from './repo';

/** A class's students with their marks so far (null where none). */
export async function classList(db: Db, session: BatchSession): Promise<ClassListDto> {
  const [students, marks, courseTitle] = await Promise.all([
    studentsOf(db, session.batch_id),
    marksOf(db, session.id),
    courseTitleOfBatch(db, session.batch_id),
  ]);
  const markOf = new Map(marks.map((row) => [row.user_id, row.mark]));
  return {
    session: sessionDto(session),
    courseTitle,
    students: students.map((s) => ({ ...personDto(s), mark: markOf.get(s.id) ?? null })),
  };
}

/**
 * Keeps the class's marks: one row per student and class, written over, so the same submission
 * sent twice (a retry, a queue sent again after going offline) leaves what one left. Refused whole
 * when a mark is for someone not in the batch, or the class is cancelled. An absence queues its
 * guardians' alert (once), a correction withdraws it (decision 058).
 */
export async function saveAttendance(
  db: Db,
  notices: Notices,
  session: BatchSession,
  input: AttendanceInput,
  markedBy: string,
): Promise<ClassListDto> {
  if (session.status === 'cancelled') throw new HttpError(409, batchClassMessages.cancelled);
  const saved = await db.transaction().execute(async (trx) => {
    const members = new Set((await studentsOf(trx, session.batch_id)).map((s) => s.id));
    if (input.marks.some((m) => !members.has(m.userId)))
      throw new HttpError(400, batchClassMessages.notInBatch, {
        marks: batchClassMessages.notInBatch,
      });
    await upsertMarks(trx, session.id, input.marks, input.submissionId, markedBy);
    await afterMarks(trx, notices, session, input.marks);
    return classList(trx, session);
  });
  notices.notifications.wake();
  return saved;
}
