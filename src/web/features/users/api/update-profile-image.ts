import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { refreshSession } from '#web/lib/auth';

/** PATCH /user/updateImg, then the session user is read again from the server. */
async function updateProfileImage(file: File) {
  const form = new FormData();
  form.set('profileImg', file);
  const envelope = await api.patch('/user/updateImg', form, { quiet: true });
  await refreshSession();
  return envelope;
}

export const useUpdateProfileImage = () => useMutation({ mutationFn: updateProfileImage });
