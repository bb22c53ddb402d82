import { queryOptions } from '@tanstack/react-query';
import type { ChildCertificates } from '#common/schemas/family';
import { api } from '#web/lib/api';

/** GET /certificate/family/:id: a guardian's view of their child's certificates (decision 062). */
export const childCertificatesQuery = (childId: string) =>
  queryOptions({
    queryKey: ['family', childId, 'certificates'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<ChildCertificates>(
        `/certificate/family/${encodeURIComponent(childId)}`,
        { quiet: true, signal },
      );
      if (!data) throw new Error('not loaded');
      return data.certificates;
    },
  });
