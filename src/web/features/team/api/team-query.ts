import { queryOptions } from '@tanstack/react-query';
import type { TeamMemberDto } from '#common/schemas/team';
import { api } from '#web/lib/api';
import { teamKeys } from './team-keys';

async function getTeam(signal: AbortSignal): Promise<TeamMemberDto[]> {
  const { data } = await api.get<TeamMemberDto[]>('/team', { quiet: true, signal });
  return data ?? [];
}

/** The whole team, in the order the About page shows it. */
export const teamQuery = queryOptions({
  queryKey: teamKeys.list,
  queryFn: ({ signal }) => getTeam(signal),
});
