import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '#common/format';
import { LoadError } from '#web/components/load-error';
import { useAuth } from '#web/lib/auth';
import { useLocalized } from '#web/lib/use-localized';
import { myMoneyQuery } from '../api/my-money-query';
import { MyDocuments } from './my-documents';
import './messages';

/** My Learning's money: balances due on fees paid at the desk, and every invoice and receipt. */
export function MyPayments() {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  const { user } = useAuth();
  const { data, status, refetch } = useQuery(myMoneyQuery(user?._id));
  if (status === 'pending') {
    return (
      <div role="status" className="h-24 animate-pulse rounded-2xl bg-slate-100">
        <span className="sr-only">
          <Trans>Loading your payments…</Trans>
        </span>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <LoadError title={t`Your payments could not be loaded.`} onRetry={() => void refetch()} />
    );
  }
  const due = data.fees.filter((fee) => fee.balance > 0);
  if (due.length === 0 && data.documents.length === 0) return null;
  return (
    <section aria-labelledby="my-payments" className="space-y-6">
      <h2 id="my-payments" className="text-2xl font-bold">
        <Trans>Fees and invoices</Trans>
      </h2>
      {due.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {due.map((fee) => (
            <li key={fee._id} className="card space-y-1">
              <p className="text-ink font-semibold">{inLanguage(fee, 'courseTitle')}</p>
              <p className="text-sm text-slate-600">
                <Trans>
                  Fee {formatRupees(fee.fee)} · Paid {formatRupees(fee.paid)}
                </Trans>
              </p>
              <p className="font-bold text-amber-800">
                <Trans>Balance due: {formatRupees(fee.balance)}</Trans>
              </p>
              <p className="text-xs text-slate-500">
                {fee.hasAccess
                  ? t`The course is open to you already.`
                  : t`The course opens when the fee is paid in full.`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {data.documents.length > 0 && <MyDocuments documents={data.documents} />}
    </section>
  );
}
