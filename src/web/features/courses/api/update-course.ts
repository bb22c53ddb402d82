import type { CourseDto } from '#common/schemas/courses';
import { api } from '#web/lib/api';
import type { CourseValues } from './course-values';
import { useWrite } from '#web/lib/use-write';
import { courseKeys } from './course-keys';

const updateCourse = ({ id, values }: { id: string; values: CourseValues }) =>
  api.patch<CourseDto>(`/course/edit/${encodeURIComponent(id)}`, values, { quiet: true });

/** PATCH /course/edit/{id}: the course's text fields and price. */
export const useUpdateCourse = () => useWrite(updateCourse, courseKeys.all);
