import type { GuardianTopic } from '#common/guardians';
import type { Language } from '#common/languages';
import type { Db } from '#server/db/database';
import { newId, now } from '#server/db/time';

export interface NewGuardian {
  studentId: string;
  name: string;
  relation: string;
  phone: string | null;
  email: string | null;
  language: Language;
  topics: GuardianTopic[];
  /** When they confirmed with a code; null until they do. */
  confirmedAt: string | null;
}

/** Adds a guardian to a student; their id. */
export async function insertGuardian(db: Db, guardian: NewGuardian): Promise<string> {
  const id = newId();
  const at = now();
  await db
    .insertInto('guardians')
    .values({
      id,
      student_id: guardian.studentId,
      name: guardian.name,
      relation: guardian.relation,
      phone: guardian.phone,
      email: guardian.email,
      language: guardian.language,
      topics: JSON.stringify(guardian.topics),
      confirmed_at: guardian.confirmedAt,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}
