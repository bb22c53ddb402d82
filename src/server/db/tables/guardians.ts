import type { Selectable } from 'kysely';
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
