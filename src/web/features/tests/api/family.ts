import { queryOptions } from '@tanstack/react-query';
import type { ChildResults } from '#common/schemas/family';
import { api } from '#web/lib/api';

/** GET /tests/family/:id: a guardian's view of their child's released results (decision 069). */
export const childResultsQuery = (childId: string) =>
  queryOptions({
    queryKey: ['family', childId, 'results'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<ChildResults>(`/tests/family/${encodeURIComponent(childId)}`, {
        quiet: true,
        signal,
      });
      if (!data) throw new Error('not loaded');
      return data.results;
    },
  });
