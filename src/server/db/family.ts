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

/**
 * The guardian rows that make `userId` a guardian (issue 39, decision 062): confirmed rows naming
 * the account's phone while it is verified (migration 0041) or its e-mail while that is verified,
 * of students who have not declined guardian access. Never the account's own row.
 */
export async function guardianshipsOf(db: Db, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['mobile_no', 'mobile_verified_at', 'email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const phone = user?.mobile_verified_at ? user.mobile_no : null;
  const email = user?.email_verified_at ? user.email : null;
  if (!phone && !email) return [];
  return db
    .selectFrom('guardians')
    .innerJoin('users as student', 'student.id', 'guardians.student_id')
    .select([
      'guardians.id',
      'guardians.student_id',
      'student.user_name as student_name',
      'guardians.relation',
      'guardians.language',
      'guardians.topics',
    ])
    .where('guardians.confirmed_at', 'is not', null)
    .where('student.guardians_declined_at', 'is', null)
    .where('student.id', '!=', userId)
    .where((eb) =>
      eb.or([
        ...(phone ? [eb('guardians.phone', '=', phone)] : []),
        ...(email ? [eb('guardians.email', '=', email)] : []),
      ]),
    )
    .orderBy('student.user_name')
    .orderBy('guardians.created_at')
    .orderBy('guardians.id')
    .execute();
}

/** The students `userId` is the guardian of (by `guardianshipsOf`), each once, by name. */
export async function childrenOf(db: Db, userId: string) {
  const children = new Map<string, { id: string; name: string }>();
  for (const row of await guardianshipsOf(db, userId)) {
    children.set(row.student_id, { id: row.student_id, name: row.student_name });
  }
  return [...children.values()];
}

/** Whether `studentId` is one of `userId`'s children (by `guardianshipsOf`). */
export const isChildOf = async (db: Db, userId: string, studentId: string) =>
  (await childrenOf(db, userId)).some((child) => child.id === studentId);
