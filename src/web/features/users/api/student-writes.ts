import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentDetail } from '#common/schemas/students';
import type { UpdateProfileInput } from '#common/schemas/users';
import { api } from '#web/lib/api';
import { studentKey } from './student-query';
import { usersKey } from './users-query';

type Write =
  | { kind: 'profile'; values: UpdateProfileInput }
  | { kind: 'grant'; courseId: string; reason: string }
  | { kind: 'withdraw'; courseId: string; reason: string }
  | { kind: 'active'; active: boolean };

function send(id: string, write: Write) {
  const base = `/user/students/${encodeURIComponent(id)}`;
  switch (write.kind) {
    case 'profile':
      // The forms tell their own failures, under the fields when the server names them.
      return api.patch<StudentDetail>(base, write.values, { quiet: true });
    case 'grant':
      return api.post<StudentDetail>(
        `${base}/courses`,
        { courseId: write.courseId, reason: write.reason },
        { quiet: true },
      );
    case 'withdraw':
      return api.post<StudentDetail>(
        `${base}/courses/${encodeURIComponent(write.courseId)}/withdraw`,
        { reason: write.reason },
      );
    case 'active':
      return api.patch<StudentDetail>(`${base}/active`, { active: write.active });
  }
}

/** The admin's changes to one student; each answers with the student as they now are. */
export function useStudentWrite(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: Write) => send(id, write),
    onSuccess: (envelope) => {
      if (envelope.data) queryClient.setQueryData(studentKey(id), envelope.data);
      void queryClient.invalidateQueries({ queryKey: usersKey, exact: false });
    },
  });
}

/** POST …/password-reset: mails the student a link to choose a new password. */
export const useSendResetLink = (id: string) =>
  useMutation({
    mutationFn: () => api.post(`/user/students/${encodeURIComponent(id)}/password-reset`),
  });
