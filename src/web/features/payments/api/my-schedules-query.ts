import { queryOptions } from '@tanstack/react-query';
import type { FeeSchedule } from '#common/schemas/fee-plans';
import { api } from '#web/lib/api';
import { moneyKey } from './money-keys';

/** The logged-in student's fees on an instalment plan, part by part. */
export const mySchedulesQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...moneyKey, 'schedules', userId],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<FeeSchedule[]>('/payment/my-schedules', {
        quiet: true,
        signal,
      });
      return data ?? [];
    },
    enabled: Boolean(userId),
  });
