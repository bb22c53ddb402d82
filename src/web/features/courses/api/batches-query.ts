import { queryOptions } from '@tanstack/react-query';
import type { BatchDto } from '#common/schemas/batches';
import { api } from '#web/lib/api';
import { courseKeys } from './course-keys';

async function getBatches(courseId: string, signal: AbortSignal): Promise<BatchDto[]> {
  const { data } = await api.get<{ batches: BatchDto[] }>(
    `/course/batches/${encodeURIComponent(courseId)}`,
    { quiet: true, signal },
  );
  return data?.batches ?? [];
}

/** Every batch of a course, past ones too, for the admin's edit screen. */
export const batchesQuery = (courseId: string) =>
  queryOptions({
    queryKey: courseKeys.batches(courseId),
    queryFn: ({ signal }) => getBatches(courseId, signal),
  });
