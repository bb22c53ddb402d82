import { queryOptions } from '@tanstack/react-query';
import type { TeamMemberDto } from '#common/schemas/team';
import { api } from '../../../lib/api';
import { pageOf } from '../../../lib/rows-page';
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

/** One page of the team, for the admin table (the API sends the team whole). */
export const teamPageQuery = (page: number) =>
  queryOptions({ ...teamQuery, select: (members) => pageOf(members, page) });
