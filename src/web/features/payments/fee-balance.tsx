import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '#common/format';
import { useAuth } from '#web/lib/auth';
import { myMoneyQuery } from './api/my-money-query';
import './messages';

/** The balance due on a fee paid at the front desk, for the logged-in student; nothing otherwise. */
export function FeeBalance({ courseId }: { courseId: string }) {
  const { user } = useAuth();
  const { data } = useQuery(myMoneyQuery(user?._id));
  const fee = data?.fees.find((f) => f.courseId === courseId);
  if (!fee) return null;
  return (
    <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900" role="status">
      <Trans>
        Fee {formatRupees(fee.fee)}, paid {formatRupees(fee.paid)}.
      </Trans>{' '}
      {fee.balance > 0 ? (
        <strong>
          <Trans>Balance due: {formatRupees(fee.balance)}. Please pay it at the front desk.</Trans>
        </strong>
      ) : (
        <strong>
          <Trans>Paid in full.</Trans>
        </strong>
      )}
    </p>
  );
}
