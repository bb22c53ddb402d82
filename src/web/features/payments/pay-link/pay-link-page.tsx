import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatDate, formatRupees } from '#common/format';
import type { PayLink } from '#common/schemas/pay-links';
import type { CheckoutOrder } from '#common/schemas/payments';
import { FailureAlert } from '#web/components/failure-alert';
import { PageTitle } from '#web/components/page-title';
import { useLocalized } from '#web/lib/use-localized';
import { toast } from '#web/lib/toast';
import {
  useOpenPartOrder,
  usePayLink,
  usePayTestPartOrder,
  useVerifyPartPayment,
} from '../api/pay-link';
import type { PaymentProof } from '../api/payment-proof';
import { openRazorpay } from '../razorpay';
import { TestPaymentWindow } from '../test-payment-window';
import type { TestPayment } from '../use-checkout';
import { UpiQr } from './upi-qr';
import './messages';

/** What paying the part takes, and the late fee: added, or the day after which it will be. */
function Amounts({ link }: { link: PayLink }) {
  const { lateFee } = link;
  return (
    <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-sm">
      <div className="flex justify-between gap-4 py-2">
        <dt>
          <Trans>Amount outstanding</Trans>
        </dt>
        <dd className="font-semibold tabular-nums">{formatRupees(link.outstanding)}</dd>
      </div>
      <div className="flex justify-between gap-4 py-2">
        <dt>
          <Trans>Due on</Trans>
        </dt>
        <dd className="font-semibold">{formatDate(link.dueOn)}</dd>
      </div>
      {lateFee?.applies && (
        <div className="flex justify-between gap-4 py-2 text-red-800">
          <dt>
            <Trans>Late fee</Trans>
          </dt>
          <dd className="font-semibold tabular-nums">{formatRupees(lateFee.amount)}</dd>
        </div>
      )}
      <div className="text-ink flex justify-between gap-4 py-2 text-base">
        <dt className="font-bold">
          <Trans>To pay now</Trans>
        </dt>
        <dd className="font-extrabold tabular-nums">{formatRupees(link.total)}</dd>
      </div>
    </dl>
  );
}

/** The payment window: Razorpay Checkout, or the built-in test provider's. */
function usePartCheckout(token: string, link: PayLink | undefined) {
  const { t } = useLingui();
  const openOrder = useOpenPartOrder(token);
  const verify = useVerifyPartPayment(token);
  const payTest = usePayTestPartOrder(token);
  const [problem, setProblem] = useState<string | null>(null);
  const [testOrder, setTestOrder] = useState<CheckoutOrder | null>(null);
  const [working, setWorking] = useState<TestPayment['working']>(null);
  const failed = (error: unknown) => {
    const message =
      error instanceof Error ? error.message : t`Something went wrong. Please try again.`;
    toast.error(message);
    setProblem(message);
  };
  const settle = async (proof: PaymentProof) => {
    try {
      await verify.mutateAsync(proof);
      toast.success(t`Payment successful`);
    } catch (error) {
      failed(error);
    }
  };
  const pay = async () => {
    setProblem(null);
    try {
      const order = await openOrder.mutateAsync();
      if (order.provider === 'test') return setTestOrder(order);
      await openRazorpay(order, {
        name: link?.institute ?? '',
        onPaid: (proof) => void settle(proof),
        onFailed: (reason = t`unknown reason`) => failed(new Error(t`Payment failed: ${reason}`)),
        onClose: () => undefined,
      });
    } catch (error) {
      failed(error);
    }
  };
  const close = () => {
    setTestOrder(null);
    setWorking(null);
  };
  const testPayment: TestPayment | null = testOrder && {
    order: testOrder,
    working,
    pay: async () => {
      setWorking('pay');
      try {
        const { data } = await payTest.mutateAsync(testOrder.id);
        close();
        if (data) await settle(data);
      } catch (error) {
        close();
        failed(error);
      }
    },
    fail: () => {
      close();
      failed(new Error(t`Payment failed: the payment was declined.`));
    },
    cancel: () => {
      close();
      toast.info(t`Payment cancelled. You have not been charged.`);
    },
  };
  const busy = openOrder.isPending || verify.isPending || testOrder !== null;
  return { pay, busy, problem, testPayment };
}

/**
 * A fee reminder's pay link (decision 054), opened without signing in, often on a phone: the
 * institute, the student, the course and which part, what it takes today (with the late fee, shown
 * before it applies), Razorpay's checkout, and a UPI QR code for exactly that amount. A paid
 * part says so with the day it was paid, and takes no second payment.
 */
export function PayLinkPage() {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  const token = useParams().token ?? '';
  const { data: link, isPending, error } = usePayLink(token);
  const checkout = usePartCheckout(token, link);

  let body;
  if (isPending) {
    body = (
      <p role="status" className="text-slate-600">
        <Trans>Loading…</Trans>
      </p>
    );
  } else if (error || !link) {
    body = (
      <div className="space-y-3">
        <h1 className="text-2xl font-extrabold tracking-tight">
          <Trans>Payment link not found</Trans>
        </h1>
        <FailureAlert message={error?.message ?? t`Something went wrong. Please try again.`} />
      </div>
    );
  } else {
    const course = inLanguage(link, 'courseTitle');
    const { part, parts, firstName, lateFee } = link;
    body = (
      <div className="space-y-5">
        <div>
          <p className="text-brand-700 text-sm font-bold">{link.institute}</p>
          <h1 className="text-ink mt-1 text-2xl font-extrabold tracking-tight">
            <Trans>
              Fee for {firstName}: part {part} of {parts}
            </Trans>
          </h1>
          <p className="mt-1 text-slate-700">{course}</p>
        </div>
        {link.state === 'paid' ? (
          <p
            role="status"
            className="rounded-lg bg-green-50 px-4 py-3 font-semibold text-green-800"
          >
            {link.paidOn ? (
              <Trans>Paid on {formatDate(link.paidOn)}. Thank you.</Trans>
            ) : (
              <Trans>Paid. Thank you.</Trans>
            )}
          </p>
        ) : (
          <>
            <Amounts link={link} />
            {lateFee && !lateFee.applies && (
              <p className="text-sm font-semibold text-amber-800">
                <Trans>
                  A late fee of {formatRupees(lateFee.amount)} applies after{' '}
                  {formatDate(lateFee.after)}.
                </Trans>
              </p>
            )}
            <button
              type="button"
              className="btn btn-primary w-full"
              disabled={checkout.busy}
              onClick={() => void checkout.pay()}
            >
              {checkout.busy ? (
                <Trans>Loading…</Trans>
              ) : (
                <Trans>Pay {formatRupees(link.total)} online</Trans>
              )}
            </button>
            <p className="text-xs text-slate-600">
              <Trans>UPI, cards and net banking, through Razorpay.</Trans>
            </p>
            <FailureAlert message={checkout.problem} />
            {link.upi && (
              <section aria-labelledby="pay-by-upi" className="border-t border-slate-200 pt-5">
                <h2 id="pay-by-upi" className="mb-3 text-lg font-bold">
                  <Trans>Or scan and pay by UPI</Trans>
                </h2>
                <UpiQr upi={link.upi} total={link.total} />
              </section>
            )}
          </>
        )}
        <TestPaymentWindow payment={checkout.testPayment} courseTitle={course} />
      </div>
    );
  }

  return (
    <section className="from-brand-50 bg-linear-to-b to-white pt-[calc(var(--header-tall)+2rem)] pb-20">
      <PageTitle title={t`Pay a fee`} />
      <div className="page-container">
        <div className="card mx-auto max-w-md">{body}</div>
      </div>
    </section>
  );
}
