import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserDto } from '#common/schemas/users';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';

export const usersKey = ['users'] as const;

async function getUsers(
  page: number,
  view: string,
  signal: AbortSignal,
): Promise<RowsPage<UserDto>> {
  const envelope = await api.post<{ users: UserDto[]; more?: boolean }>(
    `/user?page=${page}&${view}`,
    undefined,
    {
      quiet: true,
      signal,
    },
  );
  return {
    rows: envelope.data?.users ?? [],
    pages: pageCountOf(envelope.Pages),
    page,
    more: envelope.data?.more,
  };
}

/** One page of the registered users the view asks for (admin). */
export const usersQuery = (page: number, view: string) =>
  queryOptions({
    queryKey: [...usersKey, page, view],
    queryFn: ({ signal }) => getUsers(page, view, signal),
    placeholderData: keepPreviousData,
  });
