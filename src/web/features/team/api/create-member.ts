import type { TeamMemberDto, TeamMemberFields } from '#common/schemas/team';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { teamKeys } from './team-keys';

export interface NewMember extends TeamMemberFields {
  image: File;
}

function createMember({ name, position, positionHi, image }: NewMember) {
  const form = new FormData();
  form.set('name', name);
  form.set('position', position);
  form.set('positionHi', positionHi ?? '');
  form.set('image', image);
  return api.post<TeamMemberDto>('/team/create', form, { quiet: true });
}

/** POST /team/create: a new member of the team on the About page. */
export const useCreateMember = () => useWrite(createMember, teamKeys.all);
