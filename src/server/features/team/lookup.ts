import { teamMessages } from '#common/schemas/team';
import type { Db } from '#server/db/database';
import type { TeamMember } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { findMember } from './repo';

/** A member who was there a moment ago, or a 404. */
export function found(member: TeamMember | undefined): TeamMember {
  if (!member) throw new HttpError(404, teamMessages.notFound);
  return member;
}

export async function existingMember(db: Db, id: string): Promise<TeamMember> {
  return found(await findMember(db, id));
}
