import type { CourseDto } from '#common/schemas/courses';
import { api } from '#web/lib/api';
import type { CourseValues } from './course-values';
import { useWrite } from '#web/lib/use-write';
import { courseKeys } from './course-keys';

interface NewCourse {
  values: CourseValues;
  thumbnail: File;
}

function createCourse({ values, thumbnail }: NewCourse) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  form.set('courseThumbnail', thumbnail);
  return api.post<CourseDto>('/course/create', form, { quiet: true });
}

/** POST /course/create: a new course, unpublished. */
export const useCreateCourse = () => useWrite(createCourse, courseKeys.all);
