import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GradeBand } from '#common/grading';
import { api } from '#web/lib/api';

const gradingScaleKey = ['settings', 'grading-scale'] as const;

/** GET /settings/grading-scale (admin): the scale marksheets are graded by. */
export const gradingScaleQuery = queryOptions({
  queryKey: gradingScaleKey,
  queryFn: async ({ signal }) => {
    const { data } = await api.get<{ bands: GradeBand[] }>('/settings/grading-scale', {
      quiet: true,
      signal,
    });
    if (!data) throw new Error('The grading scale could not be loaded.');
    return data.bands;
  },
});

/** PUT /settings/grading-scale; the scale the server keeps is the one shown from now on. */
export function useSaveGradingScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bands: GradeBand[]) =>
      api.put<{ bands: GradeBand[] }>('/settings/grading-scale', { bands }, { quiet: true }),
    onSuccess: ({ data }) => {
      if (data) queryClient.setQueryData(gradingScaleKey, data.bands);
    },
  });
}
