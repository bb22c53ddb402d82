import type { CourseDto } from '#common/schemas/courses';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { courseKeys } from './course-keys';

function updateCourseImage({ id, thumbnail }: { id: string; thumbnail: File }) {
  const form = new FormData();
  form.set('courseThumbnail', thumbnail);
  return api.patch<CourseDto>(`/course/editImg/${encodeURIComponent(id)}`, form, { quiet: true });
}

/** PATCH /course/editImg/{id}: a new thumbnail. */
export const useUpdateCourseImage = () => useWrite(updateCourseImage, courseKeys.all);
