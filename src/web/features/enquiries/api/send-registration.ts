import { useMutation } from '@tanstack/react-query';
import type { RegistrationInput } from '#common/schemas/registrations';
import { api } from '#web/lib/api';

const sendRegistration = (values: RegistrationInput) =>
  api.post('/register', values, { quiet: true });

/** POST /register: a student's registration of interest; the answer's message is shown. */
export const useSendRegistration = () => useMutation({ mutationFn: sendRegistration });
