import type { TeamMemberDto, TeamMemberFields } from '#common/schemas/team';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { teamKeys } from './team-keys';

const updateMember = ({ id, values }: { id: string; values: TeamMemberFields }) =>
  api.patch<TeamMemberDto>(`/team/update/${encodeURIComponent(id)}`, values, { quiet: true });

/** PATCH /team/update/{id}: name and position (with its Hindi). */
export const useUpdateMember = () => useWrite(updateMember, teamKeys.all);
