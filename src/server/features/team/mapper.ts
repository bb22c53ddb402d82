import type { TeamMemberDto } from '#common/schemas/team';
import type { TeamMember } from '#server/db/schema';
import { imageUrl } from '#server/services/images';
import type { Storage } from '#server/services/storage';

export function teamMemberDto(storage: Storage, member: TeamMember): TeamMemberDto {
  return {
    _id: member.id,
    name: member.name,
    position: member.position,
    positionHi: member.position_hi,
    image: imageUrl(storage, member.image),
    createdAt: member.created_at,
    updatedAt: member.updated_at,
  };
}
