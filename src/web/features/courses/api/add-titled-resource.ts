import type { CourseDto } from '#common/schemas/courses';
import { api } from '#web/lib/api';
import { titledResources, type TitledResourceKind } from './titled-resources';
import { useWrite } from '#web/lib/use-write';
import { courseKeys } from './course-keys';

interface NewTitledResource {
  courseId: string;
  title: string;
  file: File;
}

/** Adds an e-book or a slide deck to a course. */
export function useAddTitledResource(kind: TitledResourceKind) {
  return useWrite(({ courseId, title, file }: NewTitledResource) => {
    const form = new FormData();
    form.set('title', title);
    form.set(titledResources[kind].fileField, file);
    return api.post<CourseDto>(titledResources[kind].add(courseId), form, { quiet: true });
  }, courseKeys.all);
}
