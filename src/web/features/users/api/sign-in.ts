import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { authActions, type SignInData } from '#web/lib/auth';

/** POST /user/login; the auth state follows the answer (logged out on failure). */
async function signIn(values: { email: string; password: string }) {
  authActions.pending();
  try {
    const envelope = await api.post<SignInData>('/user/login', values, { quiet: true });
    authActions.signedIn(envelope.success, envelope.data);
    return envelope;
  } catch (error) {
    authActions.signedOut();
    throw error;
  }
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
