import type { GuardianTopic } from '#common/guardians';
import type { Db } from '#server/db/database';
import type { Recipient } from '#server/features/notifications/recipients';

/**
 * Who hears about a student's `topic`: the student, then each confirmed guardian who chose that
 * topic. A guardian not yet confirmed hears nothing.
 */
export async function familyOf(
  db: Db,
  studentId: string,
  topic: GuardianTopic,
): Promise<Recipient[]> {
  const student = await db
    .selectFrom('users')
    .select(['user_name', 'mobile_no', 'email', 'language'])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student) return [];
  const guardians = await db
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
      .map((guardian) => ({
        role: 'parent' as const,
        name: guardian.name,
        language: guardian.language,
        phone: guardian.phone,
        email: guardian.email,
      })),
  ];
}
