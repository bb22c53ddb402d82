import { api } from '#web/lib/api';
import { authActions, type SignInData } from '#web/lib/auth';

/** Brings the issuer's answer (`?code=…&state=…`) to the server, which signs the user in. */
export async function finishGoogleSignIn(search: string) {
  authActions.pending();
  try {
    const envelope = await api.get<SignInData>(`/user/google?${search}`, { quiet: true });
    authActions.signedIn(envelope.success, envelope.data);
    return envelope;
  } catch (error) {
    authActions.signedOut();
    throw error;
  }
}

/** Where the Login with Google button sends the whole page. */
export const googleStartHref = '/api/v1/user/google/start';
