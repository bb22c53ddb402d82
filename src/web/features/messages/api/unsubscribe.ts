import { useMutation, useQuery } from '@tanstack/react-query';
import type { UnsubscribeDto } from '#common/schemas/unsubscribe';
import { api } from '#web/lib/api';

const address = (token: string) => `/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/** GET /notifications/unsubscribe: the address a link's token names; it changes nothing. */
export const useUnsubscribeLink = (token: string) =>
  useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: async () => (await api.get<UnsubscribeDto>(address(token), { quiet: true })).data,
    retry: false,
  });

/** POST /notifications/unsubscribe with the link's token: no more e-mails to its address. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post('/notifications/unsubscribe', { token }, { quiet: true }),
  });
