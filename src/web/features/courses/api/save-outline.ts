import type { CourseOutline } from '#common/schemas/course-outline';
import type { CourseDto } from '#common/schemas/courses';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { courseKeys } from './course-keys';

const saveOutline = ({ id, outline }: { id: string; outline: CourseOutline }) =>
  api.put<CourseDto>(`/course/outline/${encodeURIComponent(id)}`, outline, { quiet: true });

/** PUT /course/outline/{id}: the modules, lessons and highlights, as a whole. */
export const useSaveOutline = () => useWrite(saveOutline, courseKeys.all);
