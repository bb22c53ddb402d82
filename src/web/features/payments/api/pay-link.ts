import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayLink } from '#common/schemas/pay-links';
import type { CheckoutOrder } from '#common/schemas/payments';
import { api } from '#web/lib/api';
import type { PaymentProof } from './payment-proof';

const address = (token: string) => `/payment/pay-link/${encodeURIComponent(token)}`;
const payLinkKey = (token: string) => ['pay-link', token];

/** GET /payment/pay-link/:token: the part a pay link names, what it takes today, its UPI QR. */
export const usePayLink = (token: string) =>
  useQuery({
    queryKey: payLinkKey(token),
    queryFn: async () => (await api.get<PayLink>(address(token), { quiet: true })).data,
    retry: false,
  });

/** POST /payment/pay-link/:token: the gateway's order for exactly what the part takes. */
export const useOpenPartOrder = (token: string) =>
  useMutation({
    mutationFn: async () => {
      const { data } = await api.post<CheckoutOrder>(address(token), undefined, { quiet: true });
      if (!data) throw new Error('Failed to create Razorpay order');
      return data;
    },
  });

/** The payment window's proof, checked by the server, which settles the part; the page reads it again. */
export function useVerifyPartPayment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: PaymentProof) =>
      api.post(`${address(token)}/verify`, proof, { quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payLinkKey(token) }),
  });
}

/** The built-in test provider pays the part's order (answers the proof to verify). */
export const usePayTestPartOrder = (token: string) =>
  useMutation({
    mutationFn: (orderId: string) =>
      api.post<PaymentProof>(`${address(token)}/test/pay`, { order_id: orderId }, { quiet: true }),
  });
