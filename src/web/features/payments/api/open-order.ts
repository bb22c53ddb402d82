import { useMutation } from '@tanstack/react-query';
import type { CheckoutOrder } from '#common/schemas/payments';
import { api } from '../../../lib/api';

async function openOrder(courseId: string) {
  const { data } = await api.post<CheckoutOrder>(
    '/payment/checkout',
    { courseId },
    { quiet: true },
  );
  if (!data) throw new Error('Failed to create Razorpay order');
  return data;
}

/** POST /payment/checkout: the server opens an order for the course, at its price. */
export const useOpenOrder = () => useMutation({ mutationFn: openOrder });
