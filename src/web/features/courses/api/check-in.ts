import { queryOptions } from '@tanstack/react-query';
import type {
  CheckInCodeDto,
  CheckInInput,
  CheckInResult,
  FollowUpDto,
} from '#common/schemas/batch-classes';
import { api } from '#web/lib/api';

/** POST /course/check-in (a logged-in student): the code of the trainer's screen. */
export const postCheckIn = (input: CheckInInput) =>
  api.post<CheckInResult>('/course/check-in', input, { quiet: true });

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
