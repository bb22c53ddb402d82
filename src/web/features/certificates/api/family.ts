import { queryOptions } from '@tanstack/react-query';
import type { ChildCertificates } from '#common/schemas/family';
import type { MarksheetDto } from '#common/schemas/marksheets';
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

/** GET /marksheet/family/:id: the child's valid marksheets, each with its download (decision 069). */
export const childMarksheetsQuery = (childId: string) =>
  queryOptions({
    queryKey: ['family', childId, 'marksheets'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<{ marksheets: MarksheetDto[] }>(
        `/marksheet/family/${encodeURIComponent(childId)}`,
        { quiet: true, signal },
      );
      if (!data) throw new Error('not loaded');
      return data.marksheets;
    },
  });
