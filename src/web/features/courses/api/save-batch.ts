import type { BatchDto, BatchFields } from '#common/schemas/batches';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { courseKeys } from './course-keys';

type SaveBatch = { courseId: string; id?: string; batch: BatchFields };

/** A new batch of the course, or the batch `id` changed. */
const saveBatch = ({ courseId, id, batch }: SaveBatch) =>
  id
    ? api.patch<BatchDto>(`/course/batch/${encodeURIComponent(id)}`, batch, { quiet: true })
    : api.post<BatchDto>(`/course/batches/${encodeURIComponent(courseId)}`, batch, {
        quiet: true,
      });

/** POST /course/batches/{courseId} or PATCH /course/batch/{id}. */
export const useSaveBatch = () => useWrite(saveBatch, courseKeys.all);
