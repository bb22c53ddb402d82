import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import type { PaymentProof } from './payment-proof';

/** The built-in test provider: pay an order (answers the proof to verify) or decline it. */
export const usePayTestOrder = () =>
  useMutation({
    mutationFn: (orderId: string) =>
      api.post<PaymentProof>('/payment/test/pay', { order_id: orderId }, { quiet: true }),
  });

export const useFailTestOrder = () =>
  useMutation({
    mutationFn: (orderId: string) =>
      api.post('/payment/test/fail', { order_id: orderId }, { quiet: true }),
  });
