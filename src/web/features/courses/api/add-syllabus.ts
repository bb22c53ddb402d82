import type { CourseDto } from '#common/schemas/courses';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { courseKeys } from './course-keys';

function addSyllabus({ courseId, file }: { courseId: string; file: File }) {
  const form = new FormData();
  form.set('syllabus', file);
  return api.post<CourseDto>(`/course/addSyllabus/${encodeURIComponent(courseId)}`, form, {
    quiet: true,
  });
}

/** POST /course/addSyllabus/{courseId}: a syllabus PDF for the course. */
export const useAddSyllabus = () => useWrite(addSyllabus, courseKeys.all);
