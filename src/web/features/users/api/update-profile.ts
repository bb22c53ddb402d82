import type { UpdateProfileInput, UserDto } from '#common/schemas/users';
import { api } from '../../../lib/api';
import { authActions } from '../../../lib/auth';

export async function updateProfile(values: UpdateProfileInput) {
  const envelope = await api.patch<UserDto>('/user/updateProfile', values, { quiet: true });
  if (envelope.data) authActions.userRefreshed(envelope.data);
  return envelope;
}
