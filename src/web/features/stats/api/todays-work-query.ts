import { queryOptions } from '@tanstack/react-query';
import type { TodaysWork } from '#common/schemas/dashboard';
import { api } from '#web/lib/api';

async function getTodaysWork(signal: AbortSignal): Promise<TodaysWork> {
  const { data } = await api.get<TodaysWork>('/stats/today', { quiet: true, signal });
  if (!data) throw new Error('The server sent no work for today.');
  return data;
}

/** Follow-ups due, new enquiries and certificates waiting. */
export const todaysWorkQuery = queryOptions({
  queryKey: ['stats', 'today'],
  queryFn: ({ signal }) => getTodaysWork(signal),
});
