import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BillingInput } from '#common/schemas/buyer';
import type { CheckoutOrder } from '#common/schemas/payments';
import { ApiError } from '#web/lib/api';
import { refreshSession, useAuth } from '#web/lib/auth';
import { paths } from '#common/paths';
import { useSiteSettings } from '#web/lib/site-settings';
import { toast } from '#web/lib/toast';
import { useSendToLogin } from '#web/lib/use-send-to-login';
import { useOpenOrder } from './api/open-order';
import type { PaymentProof } from './api/payment-proof';
import { useFailTestOrder, usePayTestOrder } from './api/settle-test-order';
import { useVerifyPayment } from './api/verify-payment';
import { openRazorpay } from './razorpay';
import './messages';

/** The built-in test provider's window: pay or fail the order, or close it. */
export interface TestPayment {
  order: CheckoutOrder;
  working: 'pay' | 'fail' | null;
  pay: () => void;
  fail: () => void;
  cancel: () => void;
}

/**
 * Buying a course: the server opens an order, the provider's window takes the payment, the
 * server verifies it and enrolls the student, who then goes to My Learning. A failure is toasted
 * and kept in `problem` for the page to show until the next purchase.
 */
export function useCheckout() {
  const { t } = useLingui();
  const loginFirst = t`Login To Proceed`;
  const messageOf = (error: unknown) =>
    error instanceof Error ? error.message : t`Something went wrong. Please try again.`;
  const { isAuthenticated } = useAuth();
  const { name } = useSiteSettings();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openOrder = useOpenOrder();
  const verifyPayment = useVerifyPayment();
  const payTestOrder = usePayTestOrder();
  const failTestOrder = useFailTestOrder();
  const [busy, setBusy] = useState(false);
  const [testOrder, setTestOrder] = useState<CheckoutOrder | null>(null);
  const [working, setWorking] = useState<TestPayment['working']>(null);
  // The last failure, shown on the page until the next try (its toast fades).
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (message: string) => {
    toast.error(message);
    setProblem(message);
  };

  const sendToLogin = useSendToLogin();

  const verify = async (proof: PaymentProof) => {
    try {
      const { message } = await verifyPayment.mutateAsync(proof);
      toast.success(message ?? t`Payment successful`);
      void navigate(paths.myLearning.getHref());
    } catch (error) {
      failed(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const payFailed = (reason = t`unknown reason`) => failed(t`Payment failed: ${reason}`);

  const enrolledFree = async () => {
    await refreshSession();
    await queryClient.invalidateQueries();
    toast.success(t`You are enrolled`);
    setBusy(false);
    void navigate(paths.myLearning.getHref());
  };

  /**
   * Opens the order and its payment window. With `billing` (the checkout form's), a refusal of
   * its fields is thrown back for the form to show under them.
   */
  const buy = async (courseId: string, couponCode?: string, billing?: BillingInput) => {
    if (!isAuthenticated) return sendToLogin(loginFirst);
    setProblem(null);
    setBusy(true);
    try {
      const order = await openOrder.mutateAsync({ courseId, couponCode, ...billing });
      if (order.provider === 'free') await enrolledFree();
      else if (order.provider === 'test') setTestOrder(order);
      else
        await openRazorpay(order, {
          name,
          onPaid: (proof) => void verify(proof),
          onFailed: payFailed,
          onClose: () => setBusy(false),
        });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 401) await sendToLogin(loginFirst);
      else if (billing && error instanceof ApiError && error.errors) throw error;
      else failed(messageOf(error));
    }
  };

  const closeTestOrder = () => {
    setTestOrder(null);
    setWorking(null);
  };

  const testPayment: TestPayment | null = testOrder && {
    order: testOrder,
    working,
    pay: async () => {
      setWorking('pay');
      try {
        const { data } = await payTestOrder.mutateAsync(testOrder.id);
        closeTestOrder();
        if (data) await verify(data);
      } catch (error) {
        setWorking(null);
        failed(messageOf(error));
      }
    },
    fail: async () => {
      setWorking('fail');
      try {
        const { message } = await failTestOrder.mutateAsync(testOrder.id);
        const reason = message ?? t`the payment was declined.`;
        failed(t`Payment failed: ${reason}`);
      } catch (error) {
        failed(messageOf(error));
      } finally {
        closeTestOrder();
        setBusy(false);
      }
    },
    cancel: () => {
      closeTestOrder();
      setBusy(false);
      toast.info(t`Payment cancelled. You have not been charged.`);
    },
  };

  return { buy, busy, testPayment, problem };
}
