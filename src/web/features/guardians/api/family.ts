import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Family, GuardianChoices } from '#common/schemas/family';
import { api } from '#web/lib/api';

const familyKey = ['family'] as const;

/** GET /guardians/family: the signed-in guardian's children and their guardian rows. */
export const familyQuery = queryOptions({
  queryKey: familyKey,
  queryFn: async ({ signal }) => {
    const { data } = await api.get<Family>('/guardians/family', { quiet: true, signal });
    if (!data) throw new Error('The family could not be loaded.');
    return data;
  },
});

/** PUT /guardians/family/:id: the messages and language a guardian row gets. */
export function useGuardianChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, choices }: { id: string; choices: GuardianChoices }) =>
      api.put<Family>(`/guardians/family/${encodeURIComponent(id)}`, choices),
    onSuccess: (envelope) => {
      if (envelope.data) queryClient.setQueryData(familyKey, envelope.data);
    },
  });
}
