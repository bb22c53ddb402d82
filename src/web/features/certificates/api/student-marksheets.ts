import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarksheetDto, StudentMarksheets } from '#common/schemas/marksheets';
import { api } from '#web/lib/api';

const marksheetKeys = {
  all: ['marksheets'] as const,
  student: (studentId: string) => ['marksheets', 'student', studentId] as const,
  mine: (userId: string | undefined) => ['marksheets', 'mine', userId] as const,
};

/** GET /marksheet?studentId= (admin): the student's marksheets and the courses they can have one for. */
export const studentMarksheetsQuery = (studentId: string) =>
  queryOptions({
    queryKey: marksheetKeys.student(studentId),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<StudentMarksheets>(
        `/marksheet?studentId=${encodeURIComponent(studentId)}`,
        { quiet: true, signal },
      );
      if (!data) throw new Error('The marksheets could not be loaded.');
      return data;
    },
  });

/** GET /marksheet/mine: the signed-in student's valid marksheets. */
export const myMarksheetsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: marksheetKeys.mine(userId),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<{ marksheets: MarksheetDto[] }>('/marksheet/mine', {
        quiet: true,
        signal,
      });
      return data?.marksheets ?? [];
    },
    enabled: Boolean(userId),
  });

export type MarksheetWrite =
  { kind: 'issue'; courseId: string } | { kind: 'revoke'; marksheetId: string; reason: string };

// The panel tells its own failures, beside the action that failed.
const send = (studentId: string, write: MarksheetWrite) =>
  write.kind === 'issue'
    ? api.post<MarksheetDto>('/marksheet', { studentId, courseId: write.courseId }, { quiet: true })
    : api.patch<MarksheetDto>(
        `/marksheet/revoke/${encodeURIComponent(write.marksheetId)}`,
        { reason: write.reason },
        { quiet: true },
      );

/** Issues or revokes one of the student's marksheets, then reloads them. */
export function useMarksheetWrite(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: MarksheetWrite) => send(studentId, write),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marksheetKeys.all }),
  });
}
