import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TeamMemberDto } from '#common/schemas/team';
import { api } from '#web/lib/api';
import { pageCountOf, type RowsPage } from '#web/lib/rows-page';
import { teamKeys } from './team-keys';

async function getTeamTable(
  page: number,
  view: string,
  signal: AbortSignal,
): Promise<RowsPage<TeamMemberDto>> {
  const { data } = await api.get<{ members: TeamMemberDto[]; Pages?: number; more?: boolean }>(
    `/team/list?page=${page}&${view}`,
    { quiet: true, signal },
  );
  return { rows: data?.members ?? [], pages: pageCountOf(data?.Pages), page, more: data?.more };
}

/** One page of the team members the view asks for, in the About page's order by default (admin). */
export const teamTableQuery = (page: number, view: string) =>
  queryOptions({
    queryKey: teamKeys.table(page, view),
    queryFn: ({ signal }) => getTeamTable(page, view, signal),
    placeholderData: keepPreviousData,
  });
