import { useMutation } from '@tanstack/react-query';
import type { CheckoutInput, CheckoutOrder } from '#common/schemas/payments';
import { api } from '#web/lib/api';

async function openOrder(input: CheckoutInput) {
  const { data } = await api.post<CheckoutOrder>('/payment/checkout', input, { quiet: true });
  if (!data) throw new Error('Failed to create Razorpay order');
  return data;
}

/**
 * POST /payment/checkout: the server opens an order for the course at its price less any coupon
 * (or, for a 100% code, enrolls the student at once: provider `free`).
 */
export const useOpenOrder = () => useMutation({ mutationFn: openOrder });
