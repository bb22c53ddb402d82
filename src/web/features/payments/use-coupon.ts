import { useState } from 'react';
import type { Quote } from '#common/schemas/money';
import { useQuote } from './api/quote';

/** The server's price for a course with the coupon code applied, once one is. */
export function useCoupon(courseId: string) {
  const [applied, setApplied] = useState<Quote | null>(null);
  const quote = useQuote();

  /** Prices the course with `code`; a refused code clears the one applied before. */
  const apply = async (code: string) => {
    try {
      setApplied(await quote.mutateAsync({ courseId, couponCode: code }));
    } catch (failure) {
      setApplied(null);
      throw failure;
    }
  };

  return { apply, remove: () => setApplied(null), applied };
}

export type CouponState = ReturnType<typeof useCoupon>;
