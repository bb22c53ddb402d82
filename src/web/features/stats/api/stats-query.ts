import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export interface DashboardStats {
  totalStudents: number;
  totalCourses: number;
  totalVisitors: number;
}

async function getStats(signal: AbortSignal): Promise<DashboardStats> {
  const { data } = await api.get<DashboardStats>('/stats', { quiet: true, signal });
  if (!data) throw new Error('The server sent no statistics.');
  return data;
}

export const statsQuery = queryOptions({
  queryKey: ['stats'],
  queryFn: ({ signal }) => getStats(signal),
});
