import type { Timestamp } from './columns';

/** A person's calendar feed address (migration 0040, decision 060). */
export interface CalendarFeedsTable {
  user_id: string;
  /** The random id in the feed's address; a new address replaces it. */
  token: string;
  created_at: Timestamp;
}
