import { daysBetween, settle, settlingOrder } from './fee-schedule';

/* When a fee on an instalment plan opens its course's files, and when an overdue part pauses them. */

/** When a fee on a plan opens the course's files (a site setting). */
export const OPEN_FILES_RULES = ['admission', 'first_part', 'full'] as const;
export type OpenFilesRule = (typeof OPEN_FILES_RULES)[number];

interface Part {
  seq: number;
  dueOn: string;
  amount: number;
  lateFeeOf?: number | null;
}

/** Paise paid through pay links, by the part's seq: they settle their own part first. */
type Toward = ReadonlyMap<number, number>;

/**
 * Whether `paid` paise of a fee on these parts open its files: at admission (a first payment
 * made the fee), once the first part (the earliest due) is settled, or once the fee is paid.
 */
export function opensFiles(
  rule: OpenFilesRule,
  parts: Part[],
  fee: number,
  paid: number,
  toward?: Toward,
) {
  if (paid >= fee || rule === 'admission') return true;
  if (rule === 'full') return false;
  const [first] = settle(parts, paid, toward);
  return first !== undefined && first.state === 'paid';
}

/**
 * What pauses a fee's files on `today`: the parts overdue by more than `graceDays` days and not
 * yet settled, with the paise they still owe and the earliest of them; null when none is, or when
 * `graceDays` is 0 (pausing is off). A part due on day D is overdue from D + 1; with a grace of N
 * days, D + N is the last day the files stay open.
 */
export function filesPause<T extends Part>(
  parts: T[],
  paid: number,
  today: string,
  graceDays: number,
  toward?: Toward,
) {
  if (graceDays <= 0) return null;
  const late = settle(parts, paid, toward).filter(
    (part) => part.paid < part.amount && daysBetween(part.dueOn, today) > graceDays,
  );
  const [earliest] = settlingOrder(late);
  if (!earliest) return null;
  return {
    part: earliest,
    /** Paise owed on the parts past the grace period: paying them opens the files again. */
    owed: late.reduce((sum, part) => sum + part.amount - part.paid, 0),
  };
}
