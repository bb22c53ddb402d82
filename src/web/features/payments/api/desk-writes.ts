import type { DeskPaymentInput, Fee, FreeEnrollmentInput } from '#common/schemas/money';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { moneyKey } from './money-keys';

/** POST /payment/desk: a payment taken at the front desk. */
export const useRecordDeskPayment = () =>
  useWrite(
    (input: DeskPaymentInput) => api.post<Fee>('/payment/desk', input, { quiet: true }),
    moneyKey,
  );

/** POST /payment/desk/enroll: a place given without payment, with its reason. */
export const useEnrollFree = () =>
  useWrite(
    (input: FreeEnrollmentInput) => api.post('/payment/desk/enroll', input, { quiet: true }),
    moneyKey,
  );

/** POST /payment/desk/access: opens the course before its fee is paid in full. */
export const useGiveAccess = () =>
  useWrite(
    (input: { userId: string; courseId: string }) =>
      api.post<Fee>('/payment/desk/access', input, { quiet: true }),
    moneyKey,
  );
