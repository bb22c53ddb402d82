import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';

const requestPasswordReset = (email: string) =>
  api.post('/user/forget-password', { email }, { quiet: true });

/** Asks for a reset link by e-mail; the form tells a failure. */
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
