import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';

const requestVerificationLink = () => api.post('/user/verify-email');

/** POST /user/verify-email: mails the logged-in user a new link; failures are toasted. */
export const useRequestVerificationLink = () =>
  useMutation({ mutationFn: requestVerificationLink });
