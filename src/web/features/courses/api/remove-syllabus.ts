import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { courseKeys } from './course-keys';

const id = encodeURIComponent;

const removeSyllabus = ({ courseId, fileId }: { courseId: string; fileId: string }) =>
  api.delete(`/course/removeSyllabus/${id(courseId)}/${id(fileId)}`, { quiet: true });

/** DELETE /course/removeSyllabus/{courseId}/{fileId}. */
export const useRemoveSyllabus = () => useWrite(removeSyllabus, courseKeys.all);
