import type { CourseDto } from '#common/schemas/courses';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { courseKeys } from './course-keys';

const setCoursePublished = ({ id, publish }: { id: string; publish: boolean }) =>
  api.patch<CourseDto>(`/course/togglePublish/${encodeURIComponent(id)}?publish=${publish}`);

/** PATCH /course/togglePublish/{id}: shows or hides the course on the site. */
export const useSetCoursePublished = () => useWrite(setCoursePublished, courseKeys.all);
