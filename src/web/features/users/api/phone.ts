import { useMutation } from '@tanstack/react-query';
import type { Language } from '#common/languages';
import type { UserDto } from '#common/schemas/users';
import { api } from '#web/lib/api';
import { authActions, type SignInData } from '#web/lib/auth';

/** What a code answers: a session, or (a new number) the token that finishes the sign-up. */
export type PhoneSignInData = SignInData | { signUpToken: string; mobileNo: string };

export const isSignedIn = (data: PhoneSignInData | undefined): data is SignInData =>
  !!data && 'user' in data;

/** POST /user/phone/code: a sign-in code for the number, in the page's language. */
const askCode = (values: { mobileNo: string; language: Language }) =>
  api.post<never>('/user/phone/code', values, { quiet: true });

/** A session answered is kept as the password login keeps its own. */
async function signedInBy(request: Promise<{ success: boolean; data?: PhoneSignInData }>) {
  const envelope = await request;
  if (isSignedIn(envelope.data)) authActions.signedIn(envelope.success, envelope.data);
  return envelope;
}

/** POST /user/phone/sign-in: the number and its code (and an admin's password). */
const signInWithCode = (values: { mobileNo: string; code: string; password?: string }) =>
  signedInBy(api.post<PhoneSignInData>('/user/phone/sign-in', values, { quiet: true }));

/** POST /user/phone/sign-up: a new number's account, with a name and an e-mail address. */
const signUpWithPhone = (values: {
  token: string;
  userName: string;
  email: string;
  language: Language;
}) => signedInBy(api.post<PhoneSignInData>('/user/phone/sign-up', values, { quiet: true }));

export const useAskCode = () => useMutation({ mutationFn: askCode });
export const useSignInWithCode = () => useMutation({ mutationFn: signInWithCode });
export const useSignUpWithPhone = () => useMutation({ mutationFn: signUpWithPhone });

/** POST /user/phone/mine/code: a code to the account's new number. */
const askOwnCode = (mobileNo: string) =>
  api.post<never>('/user/phone/mine/code', { mobileNo }, { quiet: true });

/** PUT /user/phone/mine: the new number with its code; the session's user takes the answer. */
async function confirmOwnPhone(values: { mobileNo: string; code: string }) {
  const envelope = await api.put<UserDto>('/user/phone/mine', values, { quiet: true });
  if (envelope.data) authActions.userRefreshed(envelope.data);
  return envelope;
}

export const useAskOwnCode = () => useMutation({ mutationFn: askOwnCode });
export const useConfirmOwnPhone = () => useMutation({ mutationFn: confirmOwnPhone });
