import { queryOptions } from '@tanstack/react-query';
import type { FeeSchedule, ScheduleChangeInput } from '#common/schemas/fee-plans';
import type { UpiPay } from '#common/schemas/pay-links';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { moneyKey } from './money-keys';

/** One fee's schedule, part by part (admin, or the student whose fee it is). */
export const feeScheduleQuery = (feeId: string) =>
  queryOptions({
    queryKey: [...moneyKey, 'schedule', feeId],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<FeeSchedule>(
        `/payment/schedule/${encodeURIComponent(feeId)}`,
        { quiet: true, signal },
      );
      if (!data) throw new Error('No schedule');
      return data;
    },
  });

/** PUT /payment/schedule/:id: an admin's change to the parts and the discount, with a reason. */
export const useChangeSchedule = (feeId: string) =>
  useWrite(
    (input: ScheduleChangeInput) =>
      api.put<FeeSchedule>(`/payment/schedule/${encodeURIComponent(feeId)}`, input, {
        quiet: true,
      }),
    moneyKey,
  );

/** GET /payment/schedule/:id/parts/:seq/upi: the part's pay link, and its UPI QR code for what it takes today. */
export const partUpiQuery = (feeId: string, seq: number) =>
  queryOptions({
    queryKey: [...moneyKey, 'schedule', feeId, 'upi', seq],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<{ total: number; link: string; upi: UpiPay | null }>(
        `/payment/schedule/${encodeURIComponent(feeId)}/parts/${seq}/upi`,
        { quiet: true, signal },
      );
      if (!data) throw new Error('No QR code');
      return data;
    },
  });
