import type { UserDto } from '#common/schemas/users';
import { adminTableQuery } from '#web/lib/admin-table-query';

export const usersKey = ['users'] as const;

/** One page of the registered users the view asks for (admin). */
export const usersQuery = adminTableQuery<UserDto>({
  path: '/user',
  method: 'POST',
  rows: 'users',
  key: (page, view) => [...usersKey, page, view],
});
