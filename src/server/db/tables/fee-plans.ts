import type { Generated, Selectable } from 'kysely';
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

/** A reminder of one fee part, on its due date or some days before or after (decision 055). */
export interface FeeRemindersTable {
  id: string;
  fee_id: string;
  /** The part as it was when reminded; a changed schedule replaces parts (and their ids). */
  part_id: string;
  part_seq: number;
  due_on: string;
  /** Days from the due date: -3 three days before, 0 on the day, 3 three days after. */
  offset_days: number;
  student_id: string;
  /** Paise outstanding on the part when reminded. */
  amount: number;
  /** India's date it was queued on. */
  sent_on: string;
  /** JSON: the ids of the `notifications` rows it queued, one per person. */
  message_ids: Generated<string>;
  created_at: Timestamp;
}

/** A student whose fee reminders an admin paused, and why. */
export interface FeeReminderPausesTable {
  student_id: string;
  reason: string | null;
  paused_by: string;
  paused_by_name: string;
  paused_at: Timestamp;
}

export type FeeReminderRow = Selectable<FeeRemindersTable>;
