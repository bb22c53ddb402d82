import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { formatInr } from '#common/format';
import type { TestPayment } from '../use-checkout';
import './messages';

/** The built-in test provider's payment window: no card, no real money. */
export function TestPaymentDialog({
  payment,
  courseTitle,
}: {
  payment: TestPayment;
  courseTitle: string;
}) {
  const { t } = useLingui();
  const { working } = payment;
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !working) payment.cancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8">
          <p className="bg-accent-300 text-ink inline-block rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase">
            <Trans>Test mode</Trans>
          </p>
          <Dialog.Title className="text-ink mt-4 text-xl font-bold">
            <Trans>Test payment</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">
            <Trans>
              This is TEST MODE: no real money is taken and no card is needed. Choose what the
              payment should do.
            </Trans>
          </Dialog.Description>
          <dl className="mt-6 space-y-3 rounded-xl bg-slate-50 p-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-500">
                <Trans>Course</Trans>
              </dt>
              <dd className="text-ink text-right font-semibold">{courseTitle}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-500">
                <Trans>Amount</Trans>
              </dt>
              <dd className="text-ink font-semibold tabular-nums">
                {formatInr(payment.order.amount)}
              </dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className="btn border border-red-200 bg-white text-red-700 hover:bg-red-50"
              disabled={Boolean(working)}
              onClick={payment.fail}
            >
              {working === 'fail' ? t`Loading...` : t`Fail payment`}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={Boolean(working)}
              onClick={payment.pay}
            >
              {working === 'pay' ? t`Loading...` : t`Pay`}
            </button>
          </div>
          <Dialog.Close
            className="absolute top-4 right-4 rounded-full p-2 text-slate-500 hover:bg-slate-100"
            aria-label={t`Cancel payment`}
            disabled={Boolean(working)}
          >
            <span aria-hidden="true" className="block size-5 text-xl leading-5">
              ×
            </span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
