import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

const resetPassword = ({ token, newPassword }: ResetPasswordInput) =>
  api.post(`/user/reset-password/${encodeURIComponent(token)}`, { newPassword });

/** Sets a new password with the token from the e-mailed link; failures are toasted. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
