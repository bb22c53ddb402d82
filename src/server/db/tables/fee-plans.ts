import type { Selectable } from 'kysely';
import type { Flag, Timestamp } from './columns';

/* Instalment plans offered by courses, and the parts of students' fees. */

export interface FeePlansTable {
  id: string;
  course_id: string;
  name: string;
  /** JSON: the plan's parts as `feePlanSchema` takes them (percent or rupees, and a due rule). */
  parts: string;
  /** Index of the part that takes the rounding's paise. */
  remainder_part: number;
  /** JSON: the plan's late-fee rule as `lateFeeSchema` takes it, or null for none. */
  late_fee: string | null;
  active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One part of a student's fee: due on a day, in paise. Payments settle them earliest due first. */
export interface FeePartsTable {
  id: string;
  fee_id: string;
  seq: number;
  /** YYYY-MM-DD, India's date. */
  due_on: string;
  amount: number;
  /** A late fee charged for the part of this `seq`, or null for a part of the schedule. */
  late_fee_of: number | null;
  /** The payment that charged this late fee. */
  charged_by: string | null;
}

export type FeePlanRow = Selectable<FeePlansTable>;
export type FeePartRow = Selectable<FeePartsTable>;
