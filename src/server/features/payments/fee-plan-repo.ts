import { sql } from 'kysely';
import type { FeePlan } from '#common/schemas/fee-plans';
import type { ScheduledPart } from '#common/fee-schedule';
import type { Db } from '#server/db/database';
import { newId, now } from '#server/db/time';
import { towardFee } from '#server/db/fee-payments';

export const plansOf = (db: Db, courseId: string) =>
  db
    .selectFrom('fee_plans')
    .selectAll()
    .where('course_id', '=', courseId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const findPlan = (db: Db, id: string) =>
  db.selectFrom('fee_plans').selectAll().where('id', '=', id).executeTakeFirst();

const planColumns = (plan: FeePlan) => ({
  name: plan.name,
  parts: JSON.stringify(plan.parts),
  remainder_part: plan.remainderPart,
  late_fee: plan.lateFee ? JSON.stringify(plan.lateFee) : null,
  active: plan.active ? 1 : 0,
});

export function insertPlan(db: Db, courseId: string, plan: FeePlan) {
  const stamp = now();
  return db
    .insertInto('fee_plans')
    .values({
      id: newId(),
      course_id: courseId,
      ...planColumns(plan),
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const updatePlan = (db: Db, id: string, plan: FeePlan) =>
  db
    .updateTable('fee_plans')
    .set({ ...planColumns(plan), updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const partsOf = (db: Db, feeId: string) =>
  db.selectFrom('fee_parts').selectAll().where('fee_id', '=', feeId).orderBy('seq').execute();

/**
 * Puts these parts in place of the fee's parts. A part keeps its row (and so its pay link) where
 * its seq stays; parts beyond the new ones go.
 */
export async function replaceParts(
  trx: Db,
  feeId: string,
  parts: (ScheduledPart & { lateFeeOf?: number | null })[],
) {
  const old = await partsOf(trx, feeId);
  await trx
    .deleteFrom('fee_parts')
    .where('fee_id', '=', feeId)
    .where('seq', '>=', parts.length)
    .execute();
  for (const part of parts) {
    const values = { due_on: part.dueOn, amount: part.amount, late_fee_of: part.lateFeeOf ?? null };
    if (old.some((row) => row.seq === part.seq)) {
      await trx
        .updateTable('fee_parts')
        .set(values)
        .where('fee_id', '=', feeId)
        .where('seq', '=', part.seq)
        .execute();
    } else {
      await trx
        .insertInto('fee_parts')
        .values({ id: newId(), fee_id: feeId, seq: part.seq, ...values })
        .execute();
    }
  }
}

export const setFeeTerms = (
  trx: Db,
  feeId: string,
  terms: {
    fee?: number;
    plan_name?: string;
    discount?: number;
    discount_reason?: string | null;
    late_fee?: string | null;
  },
) =>
  trx
    .updateTable('course_fees')
    .set({ ...terms, updated_at: now() })
    .where('id', '=', feeId)
    .returningAll()
    .executeTakeFirstOrThrow();

/** A fee with its course's titles, and its student. */
export const feeWithCourse = (db: Db) =>
  db
    .selectFrom('course_fees')
    .innerJoin('courses', 'courses.id', 'course_fees.course_id')
    .innerJoin('users', 'users.id', 'course_fees.user_id')
    .selectAll('course_fees')
    .select(['courses.course_title', 'courses.course_title_hi', 'users.user_name', 'users.email']);

/** Every fee that has parts. */
export const scheduledFees = (db: Db) =>
  feeWithCourse(db).where((eb) =>
    eb.exists(
      eb
        .selectFrom('fee_parts')
        .select('fee_parts.id')
        .whereRef('fee_parts.fee_id', '=', 'course_fees.id'),
    ),
  );

/** The parts of these fees. */
export const partsOfFees = (db: Db, feeIds: string[]) =>
  feeIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('fee_parts').selectAll().where('fee_id', 'in', feeIds).execute();

/** What was paid at the desk or through pay links towards each of these fees, in paise, by fee id. */
export async function deskPaidOfFees(db: Db, feeIds: string[]): Promise<Map<string, number>> {
  if (feeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('course_fees')
    .innerJoin('payments', (join) =>
      join
        .onRef('payments.user_id', '=', 'course_fees.user_id')
        .onRef('payments.course_id', '=', 'course_fees.course_id'),
    )
    .select(['course_fees.id', sql<string | number>`sum(payments.amount)`.as('paid')])
    .where('course_fees.id', 'in', feeIds)
    .where(towardFee)
    .groupBy('course_fees.id')
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.paid)]));
}
