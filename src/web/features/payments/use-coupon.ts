import { useState } from 'react';
import type { Quote } from '#common/schemas/money';
import { useQuote } from './api/quote';

/** A coupon code typed for a course, and the server's price with it once applied. */
export function useCoupon(courseId: string) {
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<Quote | null>(null);
  const [error, setError] = useState('');
  const quote = useQuote();

  const apply = async () => {
    setError('');
    if (!code.trim()) return setError('Enter a coupon code.');
    try {
      setApplied(await quote.mutateAsync({ courseId, couponCode: code }));
    } catch (failure) {
      setApplied(null);
      setError(failure instanceof Error ? failure.message : 'This coupon code is not valid.');
    }
  };

  const remove = () => {
    setApplied(null);
    setCode('');
    setError('');
  };

  return { code, setCode, apply, remove, applied, error, checking: quote.isPending };
}

export type CouponState = ReturnType<typeof useCoupon>;
