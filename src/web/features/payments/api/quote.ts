import { useMutation } from '@tanstack/react-query';
import type { Quote } from '#common/schemas/money';
import { api } from '#web/lib/api';

async function getQuote(input: { courseId: string; couponCode: string }) {
  const { data } = await api.post<Quote>('/payment/quote', input, { quiet: true });
  if (!data) throw new Error('The price could not be worked out.');
  return data;
}

/** POST /payment/quote: the server's price for a course with a coupon code. */
export const useQuote = () => useMutation({ mutationFn: getQuote });
