import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A write through the API: when it succeeds, every query under `invalidates` is fetched again. */
export function useWrite<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  invalidates: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}
