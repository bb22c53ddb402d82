import { queryOptions } from '@tanstack/react-query';
import type { Charts } from '#common/schemas/dashboard';
import { api } from '#web/lib/api';

async function getCharts(range: string, signal: AbortSignal): Promise<Charts> {
  const { data } = await api.get<Charts>(`/stats/charts?${range}`, { quiet: true, signal });
  if (!data) throw new Error('The server sent no charts.');
  return data;
}

/** The dashboard's charts over a range (`range=year`, or `range=custom&from=…&to=…`). */
export const chartsQuery = (range: string) =>
  queryOptions({
    queryKey: ['stats', 'charts', range],
    queryFn: ({ signal }) => getCharts(range, signal),
  });
