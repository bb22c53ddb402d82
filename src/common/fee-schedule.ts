import { toBasisPoints, type PlanPart } from './schemas/fee-plans';

/* Pure arithmetic of instalment plans: the days parts fall due, their amounts, what payments settle. */

export interface ScheduledPart {
  seq: number;
  /** YYYY-MM-DD. */
  dueOn: string;
  /** Paise. */
  amount: number;
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) =>
  dayOf(new Date(utc(day).getTime() + days * 86_400_000));

/** The same day of the month `months` later, or that month's last day when it is shorter. */
export function addMonths(day: string, months: number): string {
  const date = utc(day);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date.getUTCDate(), last));
  return dayOf(first);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000);

export function dueDay(part: Pick<PlanPart, 'due' | 'after' | 'date'>, admittedOn: string): string {
  switch (part.due) {
    case 'admission':
      return admittedOn;
    case 'days':
      return addDays(admittedOn, part.after ?? 0);
    case 'months':
      return addMonths(admittedOn, part.after ?? 0);
    case 'date':
      return part.date ?? admittedOn;
  }
}

/**
 * A plan applied to a fee (paise) from the day of admission: fixed parts take their paise, the
 * percentage parts share the rest rounded down to the paisa, and what the rounding left goes to
 * the plan's `remainderPart`, so the parts add up to the fee exactly. Null when the fixed parts
 * alone are more than the fee.
 */
export function scheduleFor(
  plan: { parts: PlanPart[]; remainderPart: number },
  fee: number,
  admittedOn: string,
): ScheduledPart[] | null {
  const fixed = plan.parts.reduce(
    (sum, part) => (part.kind === 'fixed' ? sum + Math.round(part.value * 100) : sum),
    0,
  );
  const rest = fee - fixed;
  if (rest < 0) return null;
  const parts = plan.parts.map((part, seq) => ({
    seq,
    dueOn: dueDay(part, admittedOn),
    amount:
      part.kind === 'fixed'
        ? Math.round(part.value * 100)
        : Math.floor((rest * toBasisPoints(part.value)) / 10_000),
  }));
  const short = fee - parts.reduce((sum, part) => sum + part.amount, 0);
  const remainder = parts[plan.remainderPart];
  if (remainder) remainder.amount += short;
  return parts;
}

export type PartState = 'paid' | 'part_paid' | 'due';

/** The order payments settle parts in: the earliest due first, then the plan's order. */
export const settlingOrder = <T extends { dueOn: string; seq: number }>(parts: T[]) =>
  [...parts].sort((a, b) => (a.dueOn === b.dueOn ? a.seq - b.seq : a.dueOn < b.dueOn ? -1 : 1));

/**
 * What `paid` paise settle of each part. A payment made through a part's pay link (`toward`: paise
 * by the part's seq) settles that part first, then the late fees charged for it (`lateFeeOf`);
 * the rest of `paid` settles the parts the earliest due first.
 */
export function settle<
  T extends { dueOn: string; seq: number; amount: number; lateFeeOf?: number | null },
>(parts: T[], paid: number, toward: ReadonlyMap<number, number> = new Map()) {
  const taken = new Map<number, number>();
  const take = (part: T, most: number) => {
    const settled = Math.max(0, Math.min(part.amount - (taken.get(part.seq) ?? 0), most));
    taken.set(part.seq, (taken.get(part.seq) ?? 0) + settled);
    return settled;
  };
  let left = paid;
  for (const [seq, amount] of toward) {
    let forPart = amount;
    for (const part of parts.filter((p) => p.seq === seq || p.lateFeeOf === seq)) {
      const settled = take(part, forPart);
      forPart -= settled;
      left -= settled;
    }
  }
  for (const part of settlingOrder(parts)) left -= take(part, left);
  return settlingOrder(parts).map((part) => {
    const settled = taken.get(part.seq) ?? 0;
    const state: PartState = settled >= part.amount ? 'paid' : settled > 0 ? 'part_paid' : 'due';
    return { ...part, paid: settled, state };
  });
}
