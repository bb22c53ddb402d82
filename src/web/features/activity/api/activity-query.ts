import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActivityDto } from '#common/schemas/activity';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';

async function getActivity(
  page: number,
  view: string,
  signal: AbortSignal,
): Promise<RowsPage<ActivityDto>> {
  const { data } = await api.get<{ activity: ActivityDto[]; Pages: number; more?: boolean }>(
    `/activity?page=${page}&${view}`,
    { quiet: true, signal },
  );
  return { rows: data?.activity ?? [], pages: pageCountOf(data?.Pages), page, more: data?.more };
}

/** One page of the admins' writes the view asks for, newest first by default. */
export const activityQuery = (page: number, view: string) =>
  queryOptions({
    queryKey: ['activity', page, view],
    queryFn: ({ signal }) => getActivity(page, view, signal),
    placeholderData: keepPreviousData,
  });
