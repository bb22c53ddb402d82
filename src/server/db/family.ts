import type { GuardianTopic } from '#common/guardians';
import type { Language } from '#common/languages';
import type { Db } from './database';

/** A person a student's message goes to, as the notifications area takes them. */
export interface FamilyMember {
  role: 'student' | 'parent';
  name: string;
  userId?: string;
  language: Language;
  phone: string | null;
  email: string | null;
}

/**
 * Who hears about a student's `topic`: the student, then each confirmed guardian who chose that
 * topic. A guardian not yet confirmed hears nothing, and none does while the student has
 * declined guardian access.
 */
export async function familyOf(
  db: Db,
  studentId: string,
  topic: GuardianTopic,
): Promise<FamilyMember[]> {
  const student = await db
    .selectFrom('users')
    .select(['user_name', 'mobile_no', 'email', 'language', 'guardians_declined_at'])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student) return [];
  const guardians = student.guardians_declined_at
    ? []
    : await db
        .selectFrom('guardians')
        .select(['name', 'phone', 'email', 'language', 'topics'])
        .where('student_id', '=', studentId)
        .where('confirmed_at', 'is not', null)
        .orderBy('created_at')
        .execute();
  return [
    {
      role: 'student',
      name: student.user_name,
      userId: studentId,
      language: student.language,
      phone: student.mobile_no,
      email: student.email,
    },
    ...guardians
      .filter((guardian) => (JSON.parse(guardian.topics) as GuardianTopic[]).includes(topic))
      .map((guardian): FamilyMember => ({
        role: 'parent',
        name: guardian.name,
        language: guardian.language,
        phone: guardian.phone,
        email: guardian.email,
      })),
  ];
}
