import { queryOptions } from '@tanstack/react-query';
import type { RosterDto } from '#common/schemas/batch-classes';
import type { PatternClashInput, WeekDto } from '#common/schemas/timetable';
import { api } from '#web/lib/api';

type Person = RosterDto['trainers'][number];

export const timetableKeys = {
  week: (scope: 'all' | 'mine', from: string) => ['attendance', 'week', scope, from] as const,
  roster: (batchId: string) => ['attendance', 'roster', batchId] as const,
};

/** GET /course/timetable/week or /mine (admin): all classes of the week holding `from`, or the viewer's. */
export const weekQuery = (scope: 'all' | 'mine', from: string) =>
  queryOptions({
    queryKey: timetableKeys.week(scope, from),
    queryFn: async ({ signal }) => {
      const path = scope === 'all' ? 'week' : 'mine';
      const { data } = await api.get<WeekDto>(`/course/timetable/${path}?from=${from}`, {
        quiet: true,
        signal,
      });
      if (!data) throw new Error('no week');
      return data;
    },
  });

/** GET /course/batch/{id}/roster (admin): the batch's trainers and students. */
export const rosterQuery = (batchId: string) =>
  queryOptions({
    queryKey: timetableKeys.roster(batchId),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<RosterDto>(
        `/course/batch/${encodeURIComponent(batchId)}/roster`,
        { quiet: true, signal },
      );
      if (!data) throw new Error('no roster');
      return data;
    },
  });

/** POST /user?kind=admin (admin): the admin accounts whose name or e-mail holds `q`, first page. */
export const adminAccountsQuery = (q: string) =>
  queryOptions({
    queryKey: ['users', 'admins', q] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.post<{ users?: Person[] }>(
        `/user?page=1&kind=admin&status=active&sort=name&dir=asc${q ? `&q=${encodeURIComponent(q)}` : ''}`,
        undefined,
        { quiet: true, signal },
      );
      return data?.users ?? [];
    },
  });

/** PUT /course/batch/{id}/trainers (admin). */
export const putTrainers = (batchId: string, trainerIds: string[]) =>
  api.put<RosterDto>(
    `/course/batch/${encodeURIComponent(batchId)}/trainers`,
    { trainerIds },
    { quiet: true },
  );

/** The clash saving would meet, in the page's language, or null. */
const clashOf = async (answer: Promise<{ message?: string; data?: { clash: boolean } }>) => {
  const { message, data } = await answer;
  return data?.clash ? (message ?? '') : null;
};

/** POST /course/sessions/{id}/clash, /course/timetable/pattern-clash (admin): asked before saving. */
export const clashChecks = {
  move: (sessionId: string, to: { heldOn: string; startTime: string; endTime: string }) =>
    clashOf(
      api.post(`/course/sessions/${encodeURIComponent(sessionId)}/clash`, to, { quiet: true }),
    ),
  pattern: (pattern: PatternClashInput) =>
    clashOf(api.post('/course/timetable/pattern-clash', pattern, { quiet: true })),
};

/** The clash moving this class so would meet (null when none), asked as the form changes. */
export const moveClashQuery = (
  sessionId: string,
  to: { heldOn: string; startTime: string; endTime: string },
) =>
  queryOptions({
    queryKey: ['attendance', 'clash', sessionId, to.heldOn, to.startTime, to.endTime] as const,
    queryFn: () => clashChecks.move(sessionId, to),
    staleTime: 0,
  });

/** The clash a batch with this pattern would meet (null when none). */
export const patternClashQuery = (pattern: PatternClashInput) =>
  queryOptions({
    queryKey: ['attendance', 'pattern-clash', pattern] as const,
    queryFn: () => clashChecks.pattern(pattern),
  });
