import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write through the API: when it succeeds, every query under `invalidates` on screen is fetched
 * again, and those no screen shows are dropped, so a screen opened later waits for what is true
 * instead of first showing what was (a replaced image's old file is gone: it would not load).
 */
export function useWrite<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  invalidates: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: invalidates, type: 'inactive' });
      return queryClient.invalidateQueries({ queryKey: invalidates });
    },
  });
}
