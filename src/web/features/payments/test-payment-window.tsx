import { lazy, Suspense } from 'react';
import type { TestPayment } from './use-checkout';

const TestPaymentDialog = lazy(async () => ({
  default: (await import('./dialog/test-payment-dialog')).TestPaymentDialog,
}));

/**
 * The test provider's payment window while a test payment is open; its code loads with it. It
 * names the course in the page's language (the order carries its English title).
 */
export function TestPaymentWindow({
  payment,
  courseTitle,
}: {
  payment: TestPayment | null;
  courseTitle: string;
}) {
  if (!payment) return null;
  return (
    <Suspense fallback={null}>
      <TestPaymentDialog payment={payment} courseTitle={courseTitle} />
    </Suspense>
  );
}
