import type { Generated, Selectable } from 'kysely';
import type { Language } from '#common/languages';
import type { Timestamp } from './columns';

/** A student's guardian; they hear nothing until they confirm with a code (`confirmed_at`). */
export interface GuardiansTable {
  id: string;
  student_id: string;
  name: string;
  /** As the family says it: Father, Mother, Uncle… */
  relation: string;
  /** Ten digits. */
  phone: string | null;
  email: string | null;
  language: Language;
  /** JSON: the `GuardianTopic`s whose messages they get. */
  topics: string;
  confirmed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type GuardianRow = Selectable<GuardiansTable>;

/**
 * One confirmation code asked for a guardian: made when its message is sent, kept only as a hash
 * (`code_hash`), good until `expires_at`, for 5 wrong tries, once (`used_at`).
 */
export interface GuardianCodesTable {
  id: string;
  guardian_id: string;
  requested_at: Timestamp;
  /** SHA-256 of the code, hex; null until the message carrying it is sent. */
  code_hash: string | null;
  expires_at: Timestamp | null;
  wrong_tries: Generated<number>;
  used_at: Timestamp | null;
}
