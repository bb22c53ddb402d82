import { queryOptions } from '@tanstack/react-query';
import type { FeePlanDto } from '#common/schemas/fee-plans';
import { api } from '#web/lib/api';
import { moneyKey } from './money-keys';

/** The instalment plans a course offers (admin). */
export const feePlansQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...moneyKey, 'plans', courseId],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<FeePlanDto[]>(
        `/payment/plans/${encodeURIComponent(courseId)}`,
        {
          quiet: true,
          signal,
        },
      );
      return data ?? [];
    },
    enabled: Boolean(courseId),
  });
