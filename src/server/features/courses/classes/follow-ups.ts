import type { FollowUpDto } from '#common/schemas/batch-classes';
import { batchClassMessages } from '#common/schemas/batch-classes';
import type { Db } from '#server/db/database';
import { HttpError } from '#server/plugins/errors';
import { guardianPhones, markFollowUpDone, openFollowUps } from './absences-repo';

/** The office's list: students absent twice in a row, with their guardians' phones. */
export async function followUpList(db: Db): Promise<FollowUpDto[]> {
  const rows = await openFollowUps(db);
  const phones = await guardianPhones(db, [...new Set(rows.map((row) => row.user_id))]);
  return rows.map((row) => ({
    _id: row.id,
    student: { _id: row.user_id, userName: row.user_name, email: row.email },
    courseTitle: row.course_title,
    batchStartsOn: row.starts_on,
    dates: [row.first_on, row.second_on],
    guardianPhones: [
      ...new Set(phones.filter((p) => p.student_id === row.user_id).map((p) => p.phone ?? '')),
    ],
    createdAt: row.created_at,
  }));
}

export async function followUpsDone(db: Db, id: string, by: string): Promise<void> {
  if (!(await markFollowUpDone(db, id, by)))
    throw new HttpError(404, batchClassMessages.followUpNotFound);
}
