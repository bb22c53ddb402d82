import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { courseKeys } from './course-keys';

const removeBatch = (id: string) =>
  api.delete(`/course/batch/${encodeURIComponent(id)}`, { quiet: true });

/** DELETE /course/batch/{id}. */
export const useRemoveBatch = () => useWrite(removeBatch, courseKeys.all);
