import { lazy, Suspense } from 'react';
import type { TestPayment } from './use-checkout';

const TestPaymentDialog = lazy(async () => ({
  default: (await import('./dialog/test-payment-dialog')).TestPaymentDialog,
}));

/** The test provider's payment window while a test payment is open; its code loads with it. */
export function TestPaymentWindow({ payment }: { payment: TestPayment | null }) {
  if (!payment) return null;
  return (
    <Suspense fallback={null}>
      <TestPaymentDialog payment={payment} />
    </Suspense>
  );
}
