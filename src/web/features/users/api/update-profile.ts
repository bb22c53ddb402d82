import { useMutation } from '@tanstack/react-query';
import type { UpdateOwnProfileInput, UserDto } from '#common/schemas/users';
import { api } from '#web/lib/api';
import { authActions } from '#web/lib/auth';

/** PATCH /user/updateProfile; the session's user takes the answer. */
async function updateProfile(values: UpdateOwnProfileInput) {
  const envelope = await api.patch<UserDto>('/user/updateProfile', values, { quiet: true });
  if (envelope.data) authActions.userRefreshed(envelope.data);
  return envelope;
}

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
