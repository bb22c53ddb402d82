import type { RosterDto } from '#common/schemas/batch-classes';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';

/** POST /course/batch/{id}/students (admin): a student joins a batch at the desk. */
export const useJoinBatch = () =>
  useWrite(
    ({ batchId, userId }: { batchId: string; userId: string }) =>
      api.post<RosterDto>(`/course/batch/${encodeURIComponent(batchId)}/students`, { userId }),
    ['attendance'],
  );
