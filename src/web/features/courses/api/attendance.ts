import { queryOptions } from '@tanstack/react-query';
import type {
  AttendanceInput,
  CheckInCodeDto,
  ClassListDto,
  FollowUpDto,
  SessionDto,
} from '#common/schemas/batch-classes';
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

/** GET /course/batch/{id}/sessions (admin): the batch's classes held between two days. */
export const batchClassesQuery = (batchId: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['attendance', 'batch', batchId, from, to] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ sessions: SessionDto[] }>(
          `/course/batch/${encodeURIComponent(batchId)}/sessions?from=${from}&to=${to}`,
          { quiet: true, signal },
        )
      ).data?.sessions ?? [],
  });

/** POST /course/batch/{id}/sessions, PATCH /course/sessions/{id}, POST …/cancel (admin). */
export const classWrites = {
  make: (batchId: string, range: { from: string; to: string }) =>
    api.post<{ sessions: SessionDto[] }>(
      `/course/batch/${encodeURIComponent(batchId)}/sessions`,
      range,
    ),
  move: (id: string, to: { heldOn: string; startTime: string; endTime: string }) =>
    api.patch<SessionDto>(`/course/sessions/${encodeURIComponent(id)}`, to),
  cancel: (id: string, reason: string) =>
    api.post<SessionDto>(`/course/sessions/${encodeURIComponent(id)}/cancel`, { reason }),
};

/** GET /course/sessions/{id}/check-in-code (admin): fetched again when the code changes. */
export const checkInCodeQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['attendance', 'check-in-code', sessionId] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<CheckInCodeDto>(
        `/course/sessions/${encodeURIComponent(sessionId)}/check-in-code`,
        { quiet: true, signal },
      );
      if (!data) throw new Error('no check-in code');
      return data;
    },
    refetchInterval: (query) =>
      query.state.data
        ? Math.max(250, Date.parse(query.state.data.changesAt) - Date.now() + 100)
        : false,
  });

/** GET /course/attendance/follow-ups (admin). */
export const followUpsQuery = queryOptions({
  queryKey: ['attendance', 'follow-ups'] as const,
  queryFn: async ({ signal }) =>
    (
      await api.get<{ followUps: FollowUpDto[] }>('/course/attendance/follow-ups', {
        quiet: true,
        signal,
      })
    ).data?.followUps ?? [],
});

/** POST /course/attendance/follow-ups/{id}/done (admin). */
export const markFollowUpDone = (id: string) =>
  api.post(`/course/attendance/follow-ups/${encodeURIComponent(id)}/done`, {});
