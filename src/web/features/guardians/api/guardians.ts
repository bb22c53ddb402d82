import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuardianValues, StudentGuardians } from '#common/schemas/guardians';
import { api } from '#web/lib/api';

/** Whose guardians a panel shows: a student's on the admin's page, or the signed-in student's own. */
export type GuardiansScope = { kind: 'admin'; studentId: string } | { kind: 'own' };

const baseOf = (scope: GuardiansScope) =>
  scope.kind === 'admin'
    ? `/guardians/students/${encodeURIComponent(scope.studentId)}`
    : '/guardians/mine';

const keyOf = (scope: GuardiansScope) =>
  ['guardians', scope.kind === 'admin' ? scope.studentId : 'mine'] as const;

/** GET the student's guardians, and whether they declined guardian access. */
export const guardiansQuery = (scope: GuardiansScope) =>
  queryOptions({
    queryKey: keyOf(scope),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<StudentGuardians>(baseOf(scope), { quiet: true, signal });
      if (!data) throw new Error('The guardians could not be loaded.');
      return data;
    },
  });

export type GuardianWrite =
  | { kind: 'add'; values: GuardianValues }
  | { kind: 'change'; id: string; values: GuardianValues }
  | { kind: 'remove'; id: string }
  | { kind: 'resend'; id: string }
  | { kind: 'confirm'; id: string; code: string }
  | { kind: 'declined'; declined: boolean };

function send(scope: GuardiansScope, write: GuardianWrite) {
  const base = baseOf(scope);
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
  switch (write.kind) {
    case 'add':
      // The form tells its own failures, under the fields when the server names them.
      return api.post<StudentGuardians>(base, write.values, { quiet: true });
    case 'change':
      return api.patch<StudentGuardians>(one(write.id), write.values, { quiet: true });
    case 'remove':
      return api.delete<StudentGuardians>(one(write.id));
    case 'resend':
      return api.post<StudentGuardians>(`${one(write.id)}/code`);
    case 'confirm':
      return api.post<StudentGuardians>(
        `${one(write.id)}/confirm`,
        { code: write.code },
        { quiet: true },
      );
    case 'declined':
      return api.put<StudentGuardians>(`${base}/declined`, { declined: write.declined });
  }
}

/** A change to the guardians; each answers with the list as it now is. */
export function useGuardiansWrite(scope: GuardiansScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: GuardianWrite) => send(scope, write),
    onSuccess: (envelope) => {
      if (envelope.data) queryClient.setQueryData(keyOf(scope), envelope.data);
    },
  });
}
