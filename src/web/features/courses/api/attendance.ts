import { queryOptions } from '@tanstack/react-query';
import type { AttendanceInput, ClassListDto, SessionDto } from '#common/schemas/batch-classes';
import { api } from '#web/lib/api';

export type TodaysClass = SessionDto & { courseTitle: string };

export const attendanceKeys = {
  today: ['attendance', 'today'] as const,
  classList: (sessionId: string) => ['attendance', 'class', sessionId] as const,
};

/** GET /course/sessions/today (admin). */
export const todaysClassesQuery = queryOptions({
  queryKey: attendanceKeys.today,
  queryFn: async ({ signal }) =>
    (await api.get<{ sessions: TodaysClass[] }>('/course/sessions/today', { quiet: true, signal }))
      .data?.sessions ?? [],
});

/** GET /course/sessions/{id}/attendance (admin). */
export const classListQuery = (sessionId: string) =>
  queryOptions({
    queryKey: attendanceKeys.classList(sessionId),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<ClassListDto>(
        `/course/sessions/${encodeURIComponent(sessionId)}/attendance`,
        { quiet: true, signal },
      );
      if (!data) throw new Error('no class list');
      return data;
    },
  });

/** PUT /course/sessions/{id}/attendance (admin): the whole class's marks, once however often sent. */
export const putAttendance = (sessionId: string, submission: AttendanceInput) =>
  api.put<ClassListDto>(
    `/course/sessions/${encodeURIComponent(sessionId)}/attendance`,
    submission,
    { quiet: true },
  );
