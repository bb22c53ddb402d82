import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const requestPasswordReset = (email: string) => api.post('/user/forget-password', { email });

/** Asks for a reset link by e-mail; a failure is toasted by the API client. */
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
