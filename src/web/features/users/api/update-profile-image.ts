import { api } from '../../../lib/api';
import { refreshSession } from '../../../lib/auth';

/** PATCH /user/updateImg, then the session user is read again from the server. */
export async function updateProfileImage(file: File) {
  const form = new FormData();
  form.set('profileImg', file);
  const envelope = await api.patch('/user/updateImg', form, { quiet: true });
  await refreshSession();
  return envelope;
}
