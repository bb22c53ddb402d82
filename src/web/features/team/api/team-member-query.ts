import { queryOptions } from '@tanstack/react-query';
import type { TeamMemberDto } from '#common/schemas/team';
import { api, ApiError, isNotFound } from '#web/lib/api';
import { teamKeys } from './team-keys';

async function getMember(id: string, signal: AbortSignal): Promise<TeamMemberDto> {
  const { data } = await api.get<TeamMemberDto>(`/team/singleMember/${encodeURIComponent(id)}`, {
    quiet: true,
    signal,
  });
  if (!data) throw new ApiError(404, 'Team member not found.');
  return data;
}

/** One team member; a missing one fails with a 404, not retried. */
export const teamMemberQuery = (id: string) =>
  queryOptions({
    queryKey: teamKeys.member(id),
    queryFn: ({ signal }) => getMember(id, signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
