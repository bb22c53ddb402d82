import type { CourseFields, CourseDto } from '#common/schemas/courses';
import { api } from '../../../lib/api';

const base = (id: string) => encodeURIComponent(id);

/** The form's values as the API takes them: text fields, the price in rupees. */
export type CourseValues = { [K in keyof CourseFields]: string };

export function createCourse(values: CourseValues, thumbnail: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  form.set('courseThumbnail', thumbnail);
  return api.post<CourseDto>('/course/create', form, { quiet: true });
}

export function updateCourseFields(id: string, values: CourseValues) {
  return api.patch<CourseDto>(`/course/edit/${base(id)}`, values, { quiet: true });
}

export function updateCourseImage(id: string, thumbnail: File) {
  const form = new FormData();
  form.set('courseThumbnail', thumbnail);
  return api.patch<CourseDto>(`/course/editImg/${base(id)}`, form, { quiet: true });
}

export function setCoursePublished(id: string, publish: boolean) {
  return api.patch<CourseDto>(`/course/togglePublish/${base(id)}?publish=${publish}`);
}

/** Deletes the course, or unpublishes it when it has purchases; the message says which. */
export function removeCourse(id: string) {
  return api.delete(`/course/removeCourse/${base(id)}`, { quiet: true });
}
