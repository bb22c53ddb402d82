import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  IdCardDto,
  IdCardIssue,
  IdCardRevoke,
  StudentIdCards,
} from '#common/schemas/id-cards';
import { api } from '#web/lib/api';

const studentKey = (studentId: string) => ['id-cards', 'student', studentId] as const;

/** GET a student's cards and what issuing one needs (admin). */
export const studentIdCardsQuery = (studentId: string) =>
  queryOptions({
    queryKey: studentKey(studentId),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<StudentIdCards>(
        `/id-cards/student/${encodeURIComponent(studentId)}`,
        { quiet: true, signal },
      );
      if (!data) throw new Error('The ID cards could not be loaded.');
      return data;
    },
  });

/** GET the signed-in student's cards that are not revoked, kept by whose they are. */
export const myIdCardsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['id-cards', 'mine', userId] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<IdCardDto[]>('/id-cards/mine', { quiet: true, signal });
      return data ?? [];
    },
    enabled: Boolean(userId),
  });

export type IdCardWrite =
  | { kind: 'issue'; values: IdCardIssue }
  | { kind: 'reissue'; cardId: string; values: IdCardIssue }
  | { kind: 'revoke'; cardId: string; values: IdCardRevoke };

function send(studentId: string, write: IdCardWrite) {
  // The forms tell their own failures, under the fields when the server names them.
  const options = { quiet: true };
  switch (write.kind) {
    case 'issue':
      return api.post<IdCardDto>(
        `/id-cards/student/${encodeURIComponent(studentId)}`,
        write.values,
        options,
      );
    case 'reissue':
    case 'revoke':
      return api.post<IdCardDto>(
        `/id-cards/${encodeURIComponent(write.cardId)}/${write.kind}`,
        write.values,
        options,
      );
  }
}

/** Issues, reissues or revokes one of the student's cards, then reloads their cards. */
export function useIdCardWrite(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: IdCardWrite) => send(studentId, write),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKey(studentId) }),
  });
}
