import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '#common/format';
import type { UpiPay } from '#common/schemas/pay-links';
import './messages';

/**
 * A UPI QR code for exactly `total` rupees, the UPI id to type, and on a phone the link that opens
 * a UPI app. Nothing confirms such a payment: the desk records it when it reaches the account.
 */
export function UpiQr({ upi, total }: { upi: UpiPay; total: number }) {
  const { t } = useLingui();
  const amount = formatRupees(total);
  return (
    <div className="space-y-3 text-center">
      <img
        src={upi.qr}
        alt={t`UPI QR code to pay ${amount}`}
        width={240}
        height={240}
        className="mx-auto size-60 rounded-lg border border-slate-200"
      />
      <p className="text-sm text-slate-700">
        <Trans>
          UPI id: <strong className="text-ink break-all select-all">{upi.upiId}</strong>
        </Trans>
      </p>
      <a href={upi.uri} className="btn btn-secondary w-full sm:hidden">
        <Trans>Pay by UPI app</Trans>
      </a>
      <p className="text-xs text-slate-600">
        <Trans>
          A UPI payment is not confirmed here at once: the institute records it when it reaches
          their account. Keep the UPI reference number from your app.
        </Trans>
      </p>
    </div>
  );
}
