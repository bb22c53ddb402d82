import type { FeePlanDto, FeePlanInput } from '#common/schemas/fee-plans';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { moneyKey } from './money-keys';

/** POST /payment/plans/:courseId, or PUT /payment/plan/:id for a plan being changed. */
export const useSaveFeePlan = () =>
  useWrite(
    ({ courseId, planId, plan }: { courseId: string; planId?: string; plan: FeePlanInput }) =>
      planId
        ? api.put<FeePlanDto>(`/payment/plan/${encodeURIComponent(planId)}`, plan, { quiet: true })
        : api.post<FeePlanDto>(`/payment/plans/${encodeURIComponent(courseId)}`, plan, {
            quiet: true,
          }),
    moneyKey,
  );
