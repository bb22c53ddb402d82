import { batchClassMessages } from '#common/schemas/batch-classes';
import type { Db } from '#server/db/database';
import type { CourseBatch } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { insertStudent, replaceTrainers, usersByIds } from './repo';
import { refuseTrainerClashes } from './schedule';

/** The batch's trainers become these admin accounts; refused if one would be in two classes at once. */
export async function setTrainers(db: Db, batch: CourseBatch, trainerIds: string[]) {
  const ids = [...new Set(trainerIds)];
  const users = await usersByIds(db, ids);
  if (users.length !== ids.length || users.some((user) => user.role !== 'admin'))
    throw new HttpError(400, batchClassMessages.trainer, {
      trainerIds: batchClassMessages.trainer,
    });
  await db.transaction().execute(async (trx) => {
    await refuseTrainerClashes(trx, batch, ids);
    await replaceTrainers(trx, batch.id, ids);
  });
}

/** A student joins the batch (at the desk). */
export async function addStudent(db: Db, batch: CourseBatch, userId: string) {
  const [user] = await usersByIds(db, [userId]);
  if (!user) throw new HttpError(404, batchClassMessages.userNotFound);
  if (user.role !== 'student')
    throw new HttpError(400, batchClassMessages.student, { userId: batchClassMessages.student });
  if (!(await insertStudent(db, batch.id, userId)))
    throw new HttpError(409, batchClassMessages.alreadyIn);
}
