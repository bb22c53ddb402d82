import type { Selectable } from 'kysely';
import type { Timestamp } from './columns';

/**
 * A student's ID card (migration 0052, decision 073): the name, admission number and photo it was
 * printed with (the photo copied privately, so a new profile picture changes no card), the random
 * token its check page is found by, and its validity. A card is current until revoked; a reissued
 * card is revoked as replaced and names its successor.
 */
export interface IdCardsTable {
  id: string;
  /** The admission number and the card's count for that student: ADM-2026-0001/2. */
  number: string;
  token: string;
  user_id: string;
  course_id: string;
  batch_id: string;
  name: string;
  admission_number: string;
  /** `private/id-cards/…`: the photo as printed. */
  photo_key: string;
  issued_at: Timestamp;
  /** YYYY-MM-DD, the last day the card is valid (India's date). */
  valid_until: string;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  replaced_by: string | null;
}

export type IdCard = Selectable<IdCardsTable>;
