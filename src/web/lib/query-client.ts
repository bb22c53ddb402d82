import { QueryClient } from '@tanstack/react-query';

/** The cache of server answers, the same in the browser and while the server renders a page. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
