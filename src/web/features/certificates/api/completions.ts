import { queryOptions } from '@tanstack/react-query';
import type { CompletionIssue, CompletionsDto } from '#common/schemas/course-completions';
import { api } from '#web/lib/api';
import { certificateKeys } from './certificate-keys';

const path = (courseId: string) => `/certificate/completions/${encodeURIComponent(courseId)}`;

/** GET /certificate/completions/{courseId}: who completed the course (admin). */
export const completionsQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...certificateKeys.all, 'completions', courseId],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<CompletionsDto>(path(courseId), { quiet: true, signal });
      if (!data) throw new Error('no data');
      return data;
    },
  });

/** POST /certificate/completions/{courseId}: certificates for the chosen students. */
export const issueFromCompletions = (courseId: string, students: CompletionIssue['students']) =>
  api.post<{ numbers: string[] }>(path(courseId), { students });
