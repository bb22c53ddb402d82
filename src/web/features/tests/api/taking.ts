import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AttemptDto, myTestDtoSchema, ResultDto } from '#common/schemas/tests';
import type { GivenAnswer } from '#common/tests';
import { api } from '#web/lib/api';

/* A student's tests (decision 066): the list, an attempt taken answer by answer, the result. */

export type MyTestDto = z.infer<typeof myTestDtoSchema>;

const id = encodeURIComponent;

export const takingKeys = {
  mine: ['tests', 'mine'] as const,
  attempt: (attemptId: string) => ['tests', 'attempt', attemptId] as const,
  result: (attemptId: string) => ['tests', 'result', attemptId] as const,
};

const need = <T>(data: T | undefined): T => {
  if (data === undefined) throw new Error('no data');
  return data;
};

/** GET /tests/mine: the tests of every course the student takes, with their attempts. */
export const myTestsQuery = queryOptions({
  queryKey: takingKeys.mine,
  queryFn: async ({ signal }) =>
    need((await api.get<{ tests: MyTestDto[] }>('/tests/mine', { quiet: true, signal })).data)
      .tests,
});

/** An attempt as the server sent it, and when it arrived on the page's clock (`performance.now()`). */
export type TakenAttempt = AttemptDto & { receivedAt: number };

/** GET /tests/attempts/{id}: the attempt to resume, with the seconds the server says are left. */
export const attemptQuery = (attemptId: string) =>
  queryOptions({
    queryKey: takingKeys.attempt(attemptId),
    queryFn: async ({ signal }): Promise<TakenAttempt> => ({
      ...need(
        (await api.get<AttemptDto>(`/tests/attempts/${id(attemptId)}`, { quiet: true, signal }))
          .data,
      ),
      receivedAt: performance.now(),
    }),
    // The countdown starts from the server's answer: an old copy would start it wrong. Read once
    // a visit: back online, the answer queue goes first, so a refusal is shown, not skipped over.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** GET /tests/attempts/{id}/result. */
export const resultQuery = (attemptId: string) =>
  queryOptions({
    queryKey: takingKeys.result(attemptId),
    queryFn: async ({ signal }) =>
      need(
        (
          await api.get<ResultDto>(`/tests/attempts/${id(attemptId)}/result`, {
            quiet: true,
            signal,
          })
        ).data,
      ),
  });

/** POST /tests/mine/{id}/attempt: a new attempt, or the one under way. */
export const startAttempt = async (testId: string) =>
  need((await api.post<AttemptDto>(`/tests/mine/${id(testId)}/attempt`)).data);

/** PUT /tests/attempts/{id}/answers/{questionId}: one answer, in place of the last. */
export const sendAnswer = (attemptId: string, questionId: string, answer: GivenAnswer) =>
  api.put(`/tests/attempts/${id(attemptId)}/answers/${id(questionId)}`, answer, { quiet: true });

/** POST /tests/attempts/{id}/submit. */
export const submitAttempt = async (attemptId: string) =>
  need((await api.post<ResultDto>(`/tests/attempts/${id(attemptId)}/submit`)).data);
