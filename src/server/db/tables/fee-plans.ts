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
}

export type FeePlanRow = Selectable<FeePlansTable>;
export type FeePartRow = Selectable<FeePartsTable>;
