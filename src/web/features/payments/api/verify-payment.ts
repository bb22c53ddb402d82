import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { refreshSession } from '#web/lib/auth';
import type { PaymentProof } from './payment-proof';

const verifyPayment = (proof: PaymentProof) =>
  api.post<{ courseId: string }>('/payment/verifyPayment', proof, { quiet: true });

/**
 * POST /payment/verifyPayment: the server checks the proof and enrolls the student. A purchase
 * changes what this viewer sees everywhere (courses, My Learning, the profile), so every query
 * and the session's user are read again.
 */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: async () => {
      await refreshSession();
      await queryClient.invalidateQueries();
    },
  });
}
