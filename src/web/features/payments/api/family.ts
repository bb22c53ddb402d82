import { queryOptions } from '@tanstack/react-query';
import type { ChildMoney } from '#common/schemas/family';
import { api } from '#web/lib/api';

const childPath = (childId: string) => `/payment/family/${encodeURIComponent(childId)}`;

/** GET /payment/family/:id: a guardian's view of their child's fees (decision 062). */
export const childMoneyQuery = (childId: string) =>
  queryOptions({
    queryKey: ['family', childId, 'money'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<ChildMoney>(childPath(childId), { quiet: true, signal });
      if (!data) throw new Error('not loaded');
      return data;
    },
  });

/** Where one of the child's documents downloads from (the session cookie goes with the link). */
export const childDocumentHref = (childId: string) => (documentId: string) =>
  `/api/v1${childPath(childId)}/documents/${encodeURIComponent(documentId)}/pdf`;
