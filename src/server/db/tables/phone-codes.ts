import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

/**
 * One code asked for a mobile number (migration 0042, decision 061): to sign in when `user_id` is
 * null, to confirm the account's new number otherwise. Made when its message is sent and kept
 * only as a hash (`code_hash`), good until `expires_at`, for 5 tries, once (`used_at`).
 */
export interface PhoneCodesTable {
  id: string;
  /** Ten digits. */
  mobile_no: string;
  user_id: string | null;
  requested_at: Timestamp;
  /** SHA-256 of the row's id and the code, hex; null until the message carrying it is sent. */
  code_hash: string | null;
  expires_at: Timestamp | null;
  /** Tries taken, right or wrong: each is taken before the code is compared. */
  tries: Generated<number>;
  used_at: Timestamp | null;
}
