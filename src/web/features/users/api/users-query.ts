import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserDto } from '#common/schemas/users';
import { api } from '../../../lib/api';
import { pageCountOf, type RowsPage } from '../../../lib/rows-page';

export const usersKey = ['users'] as const;

async function getUsers(page: number, signal: AbortSignal): Promise<RowsPage<UserDto>> {
  const envelope = await api.post<{ users: UserDto[] }>(`/user?page=${page}`, undefined, {
    quiet: true,
    signal,
  });
  return { rows: envelope.data?.users ?? [], pages: pageCountOf(envelope.Pages), page };
}

/** One page of registered users (admin). */
export const usersQuery = (page: number) =>
  queryOptions({
    queryKey: [...usersKey, page],
    queryFn: ({ signal }) => getUsers(page, signal),
    placeholderData: keepPreviousData,
  });
