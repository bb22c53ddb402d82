import type { UserDto } from '#common/schemas/users';
import { useAuth } from '#web/lib/auth';

/** The logged-in user on pages behind RequireUser, which renders them only when there is one. */
export function useCurrentUser(): UserDto {
  const { user } = useAuth();
  if (!user) throw new Error('This page needs a logged-in user.');
  return user;
}
