import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserDto } from '#common/schemas/users';
import { api } from '../../../lib/api';

async function getUsers(page: number, signal: AbortSignal) {
  const envelope = await api.post<{ users: UserDto[] }>(`/user?page=${page}`, undefined, {
    quiet: true,
    signal,
  });
  const pages = typeof envelope.Pages === 'number' ? envelope.Pages : 1;
  return { users: envelope.data?.users ?? [], pages, page };
}

/** One page of registered users (admin). */
export const usersQuery = (page: number) =>
  queryOptions({
    queryKey: ['users', page],
    queryFn: ({ signal }) => getUsers(page, signal),
    placeholderData: keepPreviousData,
  });
