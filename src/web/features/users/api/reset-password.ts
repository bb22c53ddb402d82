import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';

interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

const resetPassword = ({ token, newPassword }: ResetPasswordInput) =>
  api.post(`/user/reset-password/${encodeURIComponent(token)}`, { newPassword }, { quiet: true });

/** Sets a new password with the token from the e-mailed link; the form tells a failure. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
