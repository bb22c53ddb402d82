import { sql } from 'kysely';
import { filesPause } from '#common/fee-access';
import type { Db } from './database';
import { towardFee, towardPartsOfFees } from './fee-payments';
import { getSiteSettings } from './site-settings';

/** A course's files paused for a student: the earliest part overdue past the grace period. */
export interface FilesPause {
  feeId: string;
  partId: string;
  dueOn: string;
  /** Paise owed on the parts overdue past the grace period; paying them opens the files. */
  owed: number;
}

/**
 * The student's courses whose files are paused on `today` (by course id): a fee on a plan with a
 * part overdue by more than the grace period the settings give (decision 056). Paid is what the
 * desk and pay links took towards the fee, settled as the schedules settle it. Of one course
 * when `courseId` is given.
 */
export async function pausedFiles(
  db: Db,
  userId: string,
  today: string,
  courseId?: string,
): Promise<Map<string, FilesPause>> {
  const paused = new Map<string, FilesPause>();
  const { graceDays } = (await getSiteSettings(db)).feeAccess;
  if (graceDays === 0) return paused;
  let fees = db
    .selectFrom('course_fees')
    .innerJoin('fee_parts', 'fee_parts.fee_id', 'course_fees.id')
    .select([
      'course_fees.id as fee_id',
      'course_fees.course_id',
      'fee_parts.id',
      'fee_parts.seq',
      'fee_parts.due_on',
      'fee_parts.amount',
      'fee_parts.late_fee_of',
    ])
    .where('course_fees.user_id', '=', userId);
  if (courseId) fees = fees.where('course_fees.course_id', '=', courseId);
  const parts = await fees.execute();
  if (parts.length === 0) return paused;
  const paidRows = await db
    .selectFrom('payments')
    .select(['course_id', sql<string | number>`sum(amount)`.as('paid')])
    .where('user_id', '=', userId)
    .where(towardFee)
    .groupBy('course_id')
    .execute();
  const paidOf = new Map(paidRows.map((row) => [row.course_id, Number(row.paid)]));
  const towardOf = await towardPartsOfFees(db, [...new Set(parts.map((part) => part.fee_id))]);
  for (const course of new Set(parts.map((part) => part.course_id))) {
    const own = parts
      .filter((part) => part.course_id === course)
      .map((part) => ({ ...part, dueOn: part.due_on, lateFeeOf: part.late_fee_of }));
    const toward = own[0] && towardOf.get(own[0].fee_id);
    const pause = filesPause(own, paidOf.get(course) ?? 0, today, graceDays, toward);
    if (pause) {
      paused.set(course, {
        feeId: pause.part.fee_id,
        partId: pause.part.id,
        dueOn: pause.part.dueOn,
        owed: pause.owed,
      });
    }
  }
  return paused;
}

/** The one course's pause for the student, if its files are paused. */
export const pauseOf = async (db: Db, userId: string, courseId: string, today: string) =>
  (await pausedFiles(db, userId, today, courseId)).get(courseId);
