import { queryOptions } from '@tanstack/react-query';
import type {
  AdminModulesDto,
  LearningDto,
  LessonDto,
  LessonInput,
  Move,
  MyProgressDto,
} from '#common/schemas/lessons';
import type { CourseProgressDto } from '#common/schemas/lesson-reports';
import { api } from '#web/lib/api';
import { courseLessonsPath, lessonPath, orSaved } from './offline-lessons';

/* The learning area (decision 065): a course's lessons, one lesson, and the student's progress. */

const id = encodeURIComponent;

export const lessonKeys = {
  all: ['lessons'] as const,
  course: (courseId: string) => ['lessons', 'course', courseId] as const,
  lesson: (lessonId: string) => ['lessons', 'lesson', lessonId] as const,
  mine: ['lessons', 'mine'] as const,
  admin: (courseId: string) => ['lessons', 'admin', courseId] as const,
  progress: (courseId: string) => ['lessons', 'progress', courseId] as const,
};

const need = <T>(data: T | undefined): T => {
  if (data === undefined) throw new Error('no data');
  return data;
};

/**
 * GET /lessons/course/{id}: the modules, lessons and the viewer's progress; without a network,
 * the copy saved with a lesson for offline reading (api/offline-lessons).
 */
export const learningQuery = (courseId: string) =>
  queryOptions({
    queryKey: lessonKeys.course(courseId),
    queryFn: ({ signal }) =>
      orSaved(courseLessonsPath(courseId), async () =>
        need(
          (await api.get<LearningDto>(courseLessonsPath(courseId), { quiet: true, signal })).data,
        ),
      ),
    networkMode: 'offlineFirst',
  });

/** GET /lessons/{id}: one lesson's content; without a network, its copy saved for offline. */
export const lessonQuery = (lessonId: string) =>
  queryOptions({
    queryKey: lessonKeys.lesson(lessonId),
    queryFn: ({ signal }) =>
      orSaved(lessonPath(lessonId), async () =>
        need((await api.get<LessonDto>(lessonPath(lessonId), { quiet: true, signal })).data),
      ),
    networkMode: 'offlineFirst',
  });

/** GET /lessons/mine: each bought course's progress. */
export const myProgressQuery = queryOptions({
  queryKey: lessonKeys.mine,
  queryFn: async ({ signal }) =>
    (await api.get<MyProgressDto>('/lessons/mine', { quiet: true, signal })).data ?? [],
});

/** PUT /lessons/{id}/progress: the video's position, or the lesson marked (not) complete. */
export const saveProgress = (
  lessonId: string,
  progress: { positionSeconds?: number; completed?: boolean },
  quiet = false,
) => api.put<LearningDto>(`/lessons/${id(lessonId)}/progress`, progress, { quiet });

/** GET /lessons/admin/course/{id}: the modules and lessons as the admin edits them. */
export const adminLessonsQuery = (courseId: string) =>
  queryOptions({
    queryKey: lessonKeys.admin(courseId),
    queryFn: async ({ signal }) =>
      need(
        (
          await api.get<AdminModulesDto>(`/lessons/admin/course/${id(courseId)}`, {
            quiet: true,
            signal,
          })
        ).data,
      ),
  });

/** The lesson builder's writes; each answers the course's modules as they now are. */
export const lessonBuilder = {
  addModule: (courseId: string, title: { title: string; titleHi?: string }) =>
    api.post<AdminModulesDto>(`/lessons/admin/course/${id(courseId)}/modules`, title),
  renameModule: (moduleId: string, title: { title: string; titleHi?: string }) =>
    api.put<AdminModulesDto>(`/lessons/admin/modules/${id(moduleId)}`, title),
  deleteModule: (moduleId: string) =>
    api.delete<AdminModulesDto>(`/lessons/admin/modules/${id(moduleId)}`),
  moveModule: (moduleId: string, move: Move) =>
    api.post<AdminModulesDto>(`/lessons/admin/modules/${id(moduleId)}/move`, move),
  addLesson: (moduleId: string, lesson: LessonInput) =>
    api.post<AdminModulesDto>(`/lessons/admin/modules/${id(moduleId)}/lessons`, lesson),
  editLesson: (lessonId: string, lesson: LessonInput) =>
    api.put<AdminModulesDto>(`/lessons/admin/${id(lessonId)}`, lesson),
  deleteLesson: (lessonId: string) => api.delete<AdminModulesDto>(`/lessons/admin/${id(lessonId)}`),
  moveLesson: (lessonId: string, move: Move) =>
    api.post<AdminModulesDto>(`/lessons/admin/${id(lessonId)}/move`, move),
};

/** GET /lessons/admin/course/{id}/progress: each student's progress and each lesson's. */
export const courseProgressQuery = (courseId: string) =>
  queryOptions({
    queryKey: lessonKeys.progress(courseId),
    queryFn: async ({ signal }) =>
      need(
        (
          await api.get<CourseProgressDto>(`/lessons/admin/course/${id(courseId)}/progress`, {
            quiet: true,
            signal,
          })
        ).data,
      ),
  });
