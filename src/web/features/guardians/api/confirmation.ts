import { useMutation, useQuery } from '@tanstack/react-query';
import type { GuardianConfirmation } from '#common/schemas/guardians';
import { api } from '#web/lib/api';

const address = (token: string) => `/guardians/confirmation/${encodeURIComponent(token)}`;

/** GET …/confirmation/:token: whose guardian the link asks the reader to confirm as. */
export const useGuardianConfirmation = (token: string) =>
  useQuery({
    queryKey: ['guardian-confirmation', token],
    queryFn: async () =>
      (await api.get<GuardianConfirmation>(address(token), { quiet: true })).data,
    retry: false,
  });

/** POST …/confirmation/:token with the code the guardian was sent. */
export const useConfirmGuardian = (token: string) =>
  useMutation({
    mutationFn: (code: string) => api.post(address(token), { code }, { quiet: true }),
  });
