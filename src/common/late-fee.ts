import { addDays, daysBetween } from './fee-schedule';
import { toBasisPoints, type LateFeeRule } from './schemas/fee-plans';

/* When a plan's late fee applies to a part and how much it is (decision 054), in paise. */

/** The late fee of a part of `amount` paise: the flat paise, or the percentage rounded half up. */
export function lateFeeOf(amount: number, rule: LateFeeRule): number {
  if (rule.kind === 'flat') return Math.round(rule.value * 100);
  return Math.floor((amount * toBasisPoints(rule.value) + 5_000) / 10_000);
}

/** The last day a part due on `dueOn` can be paid without the late fee. */
export const lateFeeAfter = (dueOn: string, rule: LateFeeRule) => addDays(dueOn, rule.afterDays);

export interface AmountDue {
  /** What is left of the part. */
  outstanding: number;
  /** The late fee the part takes when paid late, and the last day without it; null for none. */
  lateFee: { amount: number; after: string; applies: boolean } | null;
  /** What paying the part takes today: what is left, and the late fee once it applies. */
  total: number;
}

/**
 * What paying a part takes on `today`: what is left of it, plus the plan's late fee once the part
 * is still unpaid more than `afterDays` days past its due date. A part paid in full, a plan with no
 * rule, or a late fee already charged (`charged`, a part of its own) adds nothing.
 */
export function amountDueNow(
  part: { dueOn: string; amount: number; paid: number },
  rule: LateFeeRule | null,
  today: string,
  charged = false,
): AmountDue {
  const outstanding = Math.max(0, part.amount - part.paid);
  if (!rule || charged || outstanding === 0)
    return { outstanding, lateFee: null, total: outstanding };
  const amount = lateFeeOf(part.amount, rule);
  const after = lateFeeAfter(part.dueOn, rule);
  const applies = daysBetween(after, today) > 0;
  return {
    outstanding,
    lateFee: { amount, after, applies },
    total: outstanding + (applies ? amount : 0),
  };
}
