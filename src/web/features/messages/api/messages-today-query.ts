import { queryOptions } from '@tanstack/react-query';
import type { MessagesToday } from '#common/schemas/messages';
import { api } from '#web/lib/api';
import { messageKeys } from './message-keys';

async function getToday(signal: AbortSignal): Promise<MessagesToday> {
  const { data } = await api.get<MessagesToday>('/notifications/messages/today', {
    quiet: true,
    signal,
  });
  return data ?? { sent: 0, delivered: 0, failed: 0 };
}

/** Today's sent, delivered and failed messages, for the dashboard (admin). */
export const messagesTodayQuery = queryOptions({
  queryKey: messageKeys.today,
  queryFn: ({ signal }) => getToday(signal),
});
