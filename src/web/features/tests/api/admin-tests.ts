import { queryOptions } from '@tanstack/react-query';
import { API_PREFIX } from '#common/api';
import type { ShortAnswersDto, TestStatisticsDto } from '#common/schemas/test-statistics';
import type { QuestionDto, QuestionInput, TestDto, TestInput } from '#common/schemas/tests';
import { api } from '#web/lib/api';

/* The trainer's side of tests (decisions 066, 067): the question bank, tests, marks, statistics. */

const id = encodeURIComponent;

export const adminTestKeys = {
  questions: (courseId: string) => ['tests', 'admin', 'questions', courseId] as const,
  tests: (courseId: string) => ['tests', 'admin', 'tests', courseId] as const,
  test: (testId: string) => ['tests', 'admin', 'test', testId] as const,
};

const need = <T>(data: T | undefined): T => {
  if (data === undefined) throw new Error('no data');
  return data;
};

/** GET /tests/questions?courseId=: a course's question bank. */
export const questionBankQuery = (courseId: string) =>
  queryOptions({
    queryKey: adminTestKeys.questions(courseId),
    queryFn: async ({ signal }) =>
      need(
        (
          await api.get<{ questions: QuestionDto[] }>(`/tests/questions?courseId=${id(courseId)}`, {
            quiet: true,
            signal,
          })
        ).data,
      ).questions,
  });

/** GET /tests?courseId=: a course's tests. */
export const courseTestsQuery = (courseId: string) =>
  queryOptions({
    queryKey: adminTestKeys.tests(courseId),
    queryFn: async ({ signal }) =>
      need(
        (
          await api.get<{ tests: TestDto[] }>(`/tests?courseId=${id(courseId)}`, {
            quiet: true,
            signal,
          })
        ).data,
      ).tests,
  });

/** GET /tests/{id}/results: each student's attempts and paper marks. */
export const testResultsQuery = (testId: string) =>
  queryOptions({
    queryKey: [...adminTestKeys.test(testId), 'results'],
    queryFn: async ({ signal }) =>
      need(
        (
          await api.get<{
            test: TestDto;
            students: { userId: string; userName: string; offlineMarks: number | null }[];
          }>(`/tests/${id(testId)}/results`, { quiet: true, signal })
        ).data,
      ),
  });

/** GET /tests/{id}/short-answers: the short-text answers to mark. */
export const shortAnswersQuery = (testId: string) =>
  queryOptions({
    queryKey: [...adminTestKeys.test(testId), 'short-answers'],
    queryFn: async ({ signal }) =>
      need(
        (
          await api.get<ShortAnswersDto>(`/tests/${id(testId)}/short-answers`, {
            quiet: true,
            signal,
          })
        ).data,
      ).answers,
  });

/** GET /tests/{id}/statistics. */
export const testStatisticsQuery = (testId: string) =>
  queryOptions({
    queryKey: [...adminTestKeys.test(testId), 'statistics'],
    queryFn: async ({ signal }) =>
      need(
        (
          await api.get<TestStatisticsDto>(`/tests/${id(testId)}/statistics`, {
            quiet: true,
            signal,
          })
        ).data,
      ),
  });

/** Where the bank's CSV is downloaded. */
export const questionsCsvHref = (courseId: string) =>
  `${API_PREFIX}/tests/questions/export.csv?courseId=${id(courseId)}`;

/** The bank's and the tests' writes. */
export const testsAdmin = {
  addQuestion: (input: QuestionInput) => api.post<QuestionDto>('/tests/questions', input),
  editQuestion: (questionId: string, input: QuestionInput) =>
    api.put<QuestionDto>(`/tests/questions/${id(questionId)}`, input),
  deleteQuestion: (questionId: string) => api.delete(`/tests/questions/${id(questionId)}`),
  importQuestions: (courseId: string, csv: string) =>
    api.post<{ questions: QuestionDto[] }>('/tests/questions/import', { courseId, csv }),
  uploadImage: (questionId: string, file: File) => {
    const form = new FormData();
    form.append('image', file);
    return api.put<QuestionDto>(`/tests/questions/${id(questionId)}/image`, form);
  },
  removeImage: (questionId: string) =>
    api.delete<QuestionDto>(`/tests/questions/${id(questionId)}/image`),
  addTest: (input: TestInput) => api.post<TestDto>('/tests', input),
  editTest: (testId: string, input: TestInput) => api.put<TestDto>(`/tests/${id(testId)}`, input),
  deleteTest: (testId: string) => api.delete(`/tests/${id(testId)}`),
  release: (testId: string) => api.post<TestDto>(`/tests/${id(testId)}/release`),
  saveMarks: (testId: string, marks: { userId: string; marks: number | null }[]) =>
    api.put(`/tests/${id(testId)}/marks`, { marks }),
  markAnswer: (attemptId: string, questionId: string, marks: number) =>
    api.put(`/tests/attempts/${id(attemptId)}/answers/${id(questionId)}/mark`, { marks }),
};
