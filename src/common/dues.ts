import { daysBetween, settle } from './fee-schedule';
import type { AgeBucket } from './schemas/dues';

/** The bucket of an amount overdue by `days` (1 and more). */
export const ageBucket = (days: number): AgeBucket =>
  days <= 30 ? '0-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : '90+';

export const noAgeing = (): Record<AgeBucket, number> => ({
  '0-30': 0,
  '31-60': 0,
  '61-90': 0,
  '90+': 0,
});

/**
 * Where one fee stands on `today` (paise): what has fallen due (today included), what was paid
 * (`toward`: what pay links paid towards their parts, see `settle`), what is left, what is overdue
 * (parts due before today not yet settled, by age), and the earliest part not yet paid.
 */
export function feeDues(
  parts: { seq: number; dueOn: string; amount: number; lateFeeOf?: number | null }[],
  fee: number,
  paid: number,
  today: string,
  toward?: ReadonlyMap<number, number>,
) {
  const settled = settle(parts, paid, toward);
  const ageing = noAgeing();
  let overdue = 0;
  for (const part of settled) {
    const owed = part.amount - part.paid;
    if (owed > 0 && part.dueOn < today) {
      overdue += owed;
      ageing[ageBucket(daysBetween(part.dueOn, today))] += owed;
    }
  }
  const next = settled.find((part) => part.state !== 'paid');
  return {
    dueSoFar: settled.filter((p) => p.dueOn <= today).reduce((sum, p) => sum + p.amount, 0),
    paid,
    outstanding: fee - paid,
    overdue,
    ageing,
    nextDue: next ? { dueOn: next.dueOn, amount: next.amount - next.paid } : null,
  };
}
