import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '#common/schemas/users';
import { api } from '#web/lib/api';
import { authActions } from '#web/lib/auth';

/**
 * POST /user/register as multipart, with the page's language for the account's e-mails; whatever
 * happens, nobody is logged in afterwards.
 */
async function registerStudent(values: RegisterInput) {
  const form = new FormData();
  form.set('userName', values.userName);
  form.set('email', values.email);
  form.set('mobileNo', values.mobileNo);
  form.set('password', values.password);
  if (values.language) form.set('language', values.language);
  authActions.pending();
  try {
    return await api.post('/user/register', form, { quiet: true });
  } finally {
    authActions.signedOut();
  }
}

export const useRegisterStudent = () => useMutation({ mutationFn: registerStudent });
