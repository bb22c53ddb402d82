import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { getAuthState, refreshSession } from '#web/lib/auth';

/** POST /user/verify-email/:token; a logged-in browser then hears that its address is verified. */
async function verifyEmail(token: string) {
  const envelope = await api.post(`/user/verify-email/${encodeURIComponent(token)}`, undefined, {
    quiet: true,
  });
  if (getAuthState().user) await refreshSession();
  return envelope;
}

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
