import type { Db } from '#server/db/database';
import type { TeamMember, TeamMembersTable } from '#server/db/schema';
import { newId, now } from '#server/db/time';

export type MemberChanges = Omit<
  TeamMembersTable,
  'id' | 'created_at' | 'updated_at' | 'position_hi'
> &
  Partial<Pick<TeamMembersTable, 'position_hi'>>;

/** The team, oldest first: the order the About page shows. */
export const membersQuery = (db: Db) =>
  db.selectFrom('team_members').selectAll().orderBy('created_at').orderBy('id');

export const allMembers = (db: Db): Promise<TeamMember[]> => membersQuery(db).execute();

export function findMember(db: Db, id: string): Promise<TeamMember | undefined> {
  return db.selectFrom('team_members').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMember(db: Db, member: MemberChanges): Promise<TeamMember> {
  const stamp = now();
  return db
    .insertInto('team_members')
    .values({ ...member, id: newId(), created_at: stamp, updated_at: stamp })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateMember(
  db: Db,
  id: string,
  changes: Partial<MemberChanges>,
): Promise<TeamMember | undefined> {
  return db
    .updateTable('team_members')
    .set({ ...changes, updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteMember(db: Db, id: string): Promise<void> {
  await db.deleteFrom('team_members').where('id', '=', id).execute();
}
