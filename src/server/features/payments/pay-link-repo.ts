import type { Db } from '#server/db/database';
import { lockingRead } from '#server/db/row-lock';
import { newId } from '#server/db/time';
import { towardFee } from '#server/db/fee-payments';
import { feeWithCourse } from './fee-plan-repo';

export const findPart = (db: Db, partId: string) =>
  db.selectFrom('fee_parts').selectAll().where('id', '=', partId).executeTakeFirst();

export const partOfFee = (db: Db, feeId: string, seq: number) =>
  db
    .selectFrom('fee_parts')
    .selectAll()
    .where('fee_id', '=', feeId)
    .where('seq', '=', seq)
    .executeTakeFirst();

/** A fee with its course and student, and the student's phone and language. */
export const feeForLink = (db: Db, feeId: string) =>
  feeWithCourse(db)
    .select(['users.mobile_no', 'users.address', 'users.state', 'users.gstin'])
    .where('course_fees.id', '=', feeId)
    .executeTakeFirst();

/** The fee's row, locked for the transaction, so that two settlements of its parts take turns. */
export const lockFee = (trx: Db, feeId: string) =>
  lockingRead(
    trx,
    trx.selectFrom('course_fees').selectAll().where('id', '=', feeId),
  ).executeTakeFirstOrThrow();

/** The newest payment towards a student's fee, those for `partId` first. */
export const lastPaymentToward = (
  db: Db,
  fee: { user_id: string; course_id: string },
  partId: string,
) =>
  db
    .selectFrom('payments')
    .select(['paid_on', 'updated_at', 'fee_part_id'])
    .where('user_id', '=', fee.user_id)
    .where('course_id', '=', fee.course_id)
    .where(towardFee)
    .orderBy((eb) => eb.case().when('fee_part_id', '=', partId).then(0).else(1).end())
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The newest open order through a pay link for the part, by this gateway. */
export const openPartOrderOf = (db: Db, partId: string, provider: string) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('fee_part_id', '=', partId)
    .where('provider', '=', provider)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Charges a late fee for the part of `seq` as a part of its own, due on `today`; the fee grows by it. */
export async function chargeLateFee(
  trx: Db,
  fee: { id: string; fee: number },
  charge: { seq: number; amount: number; today: string; paymentId: string },
) {
  const last = await trx
    .selectFrom('fee_parts')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('fee_id', '=', fee.id)
    .executeTakeFirst();
  await trx
    .insertInto('fee_parts')
    .values({
      id: newId(),
      fee_id: fee.id,
      seq: Number(last?.seq ?? -1) + 1,
      due_on: charge.today,
      amount: charge.amount,
      late_fee_of: charge.seq,
      charged_by: charge.paymentId,
    })
    .execute();
  return trx
    .updateTable('course_fees')
    .set({ fee: fee.fee + charge.amount })
    .where('id', '=', fee.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
