import type { Db } from '#server/db/database';
import type { User } from '#server/db/schema';
import { existingCourse } from './desk';
import { lockedFee } from './desk-repo';
import { applyPlan } from './fee-plans';

/**
 * An accepted admission's fee (decision 072): the course's price, put on the plan chosen from the
 * day of admission, so its first part falls due that day. Nothing is paid yet.
 */
export async function startFeeOnPlan(
  trx: Db,
  fee: { userId: string; courseId: string; planId: string | null; admittedOn: string; admin: User },
) {
  const course = await existingCourse(trx, fee.courseId);
  const row = await lockedFee(trx, course, fee.userId, fee.admin);
  if (fee.planId) await applyPlan(trx, row, fee.planId, fee.admittedOn);
}
