import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '#common/format';
import { LoadError } from '#web/components/load-error';
import { useAuth } from '#web/lib/auth';
import { myMoneyQuery } from './api/my-money-query';
import { MyDocuments } from './my-documents';

/** My Learning's money: balances due on fees paid at the desk, and every invoice and receipt. */
export function MyPayments() {
  const { user } = useAuth();
  const { data, status, refetch } = useQuery(myMoneyQuery(user?._id));
  if (status === 'pending') {
    return (
      <div role="status" className="h-24 animate-pulse rounded-2xl bg-slate-100">
        <span className="sr-only">Loading your payments…</span>
      </div>
    );
  }
  if (status === 'error') {
    return <LoadError title="Your payments could not be loaded." onRetry={() => void refetch()} />;
  }
  const due = data.fees.filter((fee) => fee.balance > 0);
  if (due.length === 0 && data.documents.length === 0) return null;
  return (
    <section aria-labelledby="my-payments" className="space-y-6">
      <h2 id="my-payments" className="text-2xl font-bold">
        Fees and invoices
      </h2>
      {due.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {due.map((fee) => (
            <li key={fee._id} className="card space-y-1">
              <p className="text-ink font-semibold">{fee.courseTitle}</p>
              <p className="text-sm text-slate-600">
                Fee {formatRupees(fee.fee)} · Paid {formatRupees(fee.paid)}
              </p>
              <p className="font-bold text-amber-800">Balance due: {formatRupees(fee.balance)}</p>
              <p className="text-xs text-slate-500">
                {fee.hasAccess
                  ? 'The course is open to you already.'
                  : 'The course opens when the fee is paid in full.'}
              </p>
            </li>
          ))}
        </ul>
      )}
      {data.documents.length > 0 && <MyDocuments documents={data.documents} />}
    </section>
  );
}
