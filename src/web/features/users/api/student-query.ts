import { queryOptions } from '@tanstack/react-query';
import type { StudentDetail } from '#common/schemas/students';
import { api } from '#web/lib/api';
import { usersKey } from './users-query';

export const studentKey = (id: string) => [...usersKey, 'student', id] as const;

async function getStudent(id: string, signal: AbortSignal) {
  const { data } = await api.get<StudentDetail>(`/user/students/${encodeURIComponent(id)}`, {
    quiet: true,
    signal,
  });
  if (!data) throw new Error('The student could not be loaded.');
  return data;
}

/** One student as an admin sees them: profile, courses, payments, reviews, enquiries. */
export const studentQuery = (id: string) =>
  queryOptions({ queryKey: studentKey(id), queryFn: ({ signal }) => getStudent(id, signal) });
