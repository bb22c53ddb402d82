import type { z } from 'zod';
import { formatInr } from '#common/format';
import { scheduleFor, settle } from '#common/fee-schedule';
import { amountDueNow, type AmountDue } from '#common/late-fee';
import {
  type FeePlanDto,
  type FeeSchedule,
  type LateFeeRule,
  type PlanPart,
  type scheduleChangeSchema,
} from '#common/schemas/fee-plans';
import { toPaise } from '#common/schemas/money';
import type { Db } from '#server/db/database';
import { isEnrolled } from '#server/db/enrollments';
import { pauseOf } from '#server/db/fee-access';
import { lockingRead } from '#server/db/row-lock';
import type { FeePartRow, FeePlanRow } from '#server/db/schema';
import { towardPartsOfFees } from '#server/db/fee-payments';
import { HttpError } from '#server/plugins/errors';
import { deskPaid } from './desk-repo';
import { feeWithCourse, findPlan, partsOf, replaceParts, setFeeTerms } from './fee-plan-repo';
import type { PayLinks } from './pay-links';

export const planMessages = {
  notThisCourse: "Choose one of this course's instalment plans.",
  hasSchedule: "This fee already has a schedule; change it on the student's schedule.",
  fixedOverFee: "This plan's fixed parts come to more than the fee.",
  discountOverPrice: 'The discount cannot be more than the fee before discount.',
  belowPaid: 'The fee after the discount cannot be less than what has already been paid.',
};

export function planDto(row: FeePlanRow): FeePlanDto {
  return {
    _id: row.id,
    courseId: row.course_id,
    name: row.name,
    parts: JSON.parse(row.parts) as PlanPart[],
    remainderPart: row.remainder_part,
    active: Boolean(row.active),
    lateFee: lateFeeRule(row.late_fee),
  };
}

/** A plan's or a fee's late-fee rule as stored (JSON or null). */
export const lateFeeRule = (stored: string | null): LateFeeRule | null =>
  stored ? (JSON.parse(stored) as LateFeeRule) : null;

/**
 * Puts a fee on one of its course's plans, from the day of admission: the plan's parts become the
 * fee's. Refused for another course's or a switched-off plan, and for a fee that has parts already.
 */
export async function applyPlan(
  trx: Db,
  fee: { id: string; course_id: string; fee: number },
  planId: string,
  admittedOn: string,
) {
  const row = await findPlan(trx, planId);
  if (!row || row.course_id !== fee.course_id || !row.active) {
    throw new HttpError(400, planMessages.notThisCourse, { planId: planMessages.notThisCourse });
  }
  if ((await partsOf(trx, fee.id)).length > 0) throw new HttpError(409, planMessages.hasSchedule);
  const plan = planDto(row);
  const parts = scheduleFor(plan, fee.fee, admittedOn);
  if (!parts)
    throw new HttpError(400, planMessages.fixedOverFee, { planId: planMessages.fixedOverFee });
  await replaceParts(trx, fee.id, parts);
  await setFeeTerms(trx, fee.id, { plan_name: plan.name, late_fee: row.late_fee });
}

type FeeWithCourse = Awaited<ReturnType<ReturnType<typeof feeWithCourse>['execute']>>[number];

/**
 * The course's files for the fee's student on `today`: paused while a part is overdue past the
 * grace period (with what to pay and its pay link), else open once they are enrolled.
 */
async function filesOf(
  db: Db,
  payLinks: PayLinks,
  fee: FeeWithCourse,
  today: string,
): Promise<FeeSchedule['files']> {
  const pause = await pauseOf(db, fee.user_id, fee.course_id, today);
  if (pause) {
    return {
      state: 'paused',
      overdue: pause.owed / 100,
      overdueSince: pause.dueOn,
      payUrl: payLinks.url(pause.partId),
    };
  }
  const open = await isEnrolled(db, fee.user_id, fee.course_id);
  return { state: open ? 'open' : 'waiting', overdue: 0, overdueSince: null, payUrl: null };
}

/** A fee's parts as the arithmetic of `#common/fee-schedule` takes them. */
export const partFacts = (parts: FeePartRow[]) =>
  parts.map((part) => ({
    seq: part.seq,
    dueOn: part.due_on,
    amount: part.amount,
    lateFeeOf: part.late_fee_of,
  }));

/**
 * A fee's parts settled by what was paid (`toward`: by pay links, by part), in rupees; overdue
 * when due before `today`; each unpaid part with the late fee it takes, or has taken, when late.
 */
export function scheduleDto(
  fee: FeeWithCourse,
  parts: FeePartRow[],
  paid: number,
  today: string,
  files: FeeSchedule['files'],
  toward?: ReadonlyMap<number, number>,
): FeeSchedule {
  const settled = settle(partFacts(parts), paid, toward);
  const rule = lateFeeRule(fee.late_fee);
  const charged = new Set(parts.map((part) => part.late_fee_of));
  const next = settled.find((part) => part.state !== 'paid');
  return {
    feeId: fee.id,
    courseId: fee.course_id,
    courseTitle: fee.course_title,
    courseTitleHi: fee.course_title_hi,
    planName: fee.plan_name,
    fee: fee.fee / 100,
    discount: fee.discount / 100,
    discountReason: fee.discount_reason,
    paid: paid / 100,
    balance: (fee.fee - paid) / 100,
    nextDue: next ? { dueOn: next.dueOn, amount: (next.amount - next.paid) / 100 } : null,
    parts: settled.map((part) => ({
      seq: part.seq,
      dueOn: part.dueOn,
      amount: part.amount / 100,
      paid: part.paid / 100,
      state: part.state,
      overdue: part.state !== 'paid' && part.dueOn < today,
      lateFeeOf: part.lateFeeOf,
      lateFee: lateFeeDto(
        part.lateFeeOf === null
          ? amountDueNow(part, rule, today, charged.has(part.seq)).lateFee
          : null,
      ),
    })),
    files,
  };
}

const lateFeeDto = (lateFee: AmountDue['lateFee']) =>
  lateFee && { amount: lateFee.amount / 100, after: lateFee.after, applies: lateFee.applies };

export async function scheduleOf(db: Db, payLinks: PayLinks, feeId: string, today: string) {
  const fee = await feeWithCourse(db).where('course_fees.id', '=', feeId).executeTakeFirst();
  if (!fee) throw new HttpError(404, 'Fee not found.');
  const paid = await deskPaid(db, fee.user_id, fee.course_id);
  const toward = (await towardPartsOfFees(db, [feeId])).get(feeId);
  const files = await filesOf(db, payLinks, fee, today);
  return {
    fee,
    schedule: scheduleDto(fee, await partsOf(db, feeId), paid, today, files, toward),
  };
}

/** A student's own fees that have a schedule. */
export async function schedulesOfStudent(
  db: Db,
  payLinks: PayLinks,
  userId: string,
  today: string,
) {
  const fees = await feeWithCourse(db).where('course_fees.user_id', '=', userId).execute();
  const towardOf = await towardPartsOfFees(
    db,
    fees.map((fee) => fee.id),
  );
  const schedules: FeeSchedule[] = [];
  for (const fee of fees) {
    const parts = await partsOf(db, fee.id);
    if (parts.length === 0) continue;
    const paid = await deskPaid(db, fee.user_id, fee.course_id);
    const files = await filesOf(db, payLinks, fee, today);
    schedules.push(scheduleDto(fee, parts, paid, today, files, towardOf.get(fee.id)));
  }
  return schedules;
}

/**
 * An admin's change to one student's schedule: the parts' days and amounts, and the discount off
 * the fee before discount, with its reason. The parts must add up to the fee after the discount,
 * which cannot fall below what was paid.
 */
export async function changeSchedule(
  db: Db,
  feeId: string,
  input: z.output<typeof scheduleChangeSchema>,
) {
  return db.transaction().execute(async (trx) => {
    const fee = await lockingRead(
      trx,
      trx.selectFrom('course_fees').selectAll().where('id', '=', feeId),
    ).executeTakeFirst();
    if (!fee) throw new HttpError(404, 'Fee not found.');
    const before = fee.fee + fee.discount;
    const discount = toPaise(input.discount);
    if (discount >= before) {
      throw new HttpError(400, planMessages.discountOverPrice, {
        discount: planMessages.discountOverPrice,
      });
    }
    const owed = before - discount;
    const paid = await deskPaid(trx, fee.user_id, fee.course_id);
    if (owed < paid) {
      throw new HttpError(400, planMessages.belowPaid, { discount: planMessages.belowPaid });
    }
    const oldParts = await partsOf(trx, fee.id);
    // A late fee charged stays one when its line keeps its place.
    const parts = input.parts.map((part, seq) => ({
      seq,
      dueOn: part.dueOn,
      amount: toPaise(part.amount),
      lateFeeOf: oldParts.find((old) => old.seq === seq)?.late_fee_of ?? null,
    }));
    const total = parts.reduce((sum, part) => sum + part.amount, 0);
    if (total !== owed) {
      const message = `The parts add up to ${formatInr(total)}, but the fee after the discount is ${formatInr(owed)}.`;
      throw new HttpError(400, message, { parts: message });
    }
    await replaceParts(trx, fee.id, parts);
    await setFeeTerms(trx, fee.id, {
      fee: owed,
      discount,
      discount_reason: discount > 0 || fee.discount > 0 ? input.reason : fee.discount_reason,
    });
    return { fee, oldParts, parts, owed, discount };
  });
}
