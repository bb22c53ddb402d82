import { queryOptions } from '@tanstack/react-query';
import type { ChildAttendance, ChildCourses } from '#common/schemas/family';
import type { MyClass } from '#common/schemas/timetable';
import { api } from '#web/lib/api';

const childPath = (childId: string) => `/course/family/${encodeURIComponent(childId)}`;

async function read<T>(path: string, signal: AbortSignal) {
  const { data } = await api.get<T>(path, { quiet: true, signal });
  if (!data) throw new Error('not loaded');
  return data;
}

/** A guardian's view of their child's coming classes, attendance and courses (decision 062). */
export const childClassesQuery = (childId: string) =>
  queryOptions({
    queryKey: ['family', childId, 'classes'] as const,
    queryFn: async ({ signal }) =>
      (await read<{ classes: MyClass[] }>(`${childPath(childId)}/classes`, signal)).classes,
  });

export const childAttendanceQuery = (childId: string) =>
  queryOptions({
    queryKey: ['family', childId, 'attendance'] as const,
    queryFn: ({ signal }) => read<ChildAttendance>(`${childPath(childId)}/attendance`, signal),
  });

export const childCoursesQuery = (childId: string) =>
  queryOptions({
    queryKey: ['family', childId, 'courses'] as const,
    queryFn: async ({ signal }) =>
      (await read<ChildCourses>(`${childPath(childId)}/courses`, signal)).courses,
  });
