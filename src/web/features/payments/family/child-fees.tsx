import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatCalendarDay, formatRupees } from '#common/format';
import { LoadError } from '#web/components/load-error';
import { PortalLoading, PortalSection } from '#web/components/portal-section';
import { useLocalized } from '#web/lib/use-localized';
import { childDocumentHref, childMoneyQuery } from '../api/family';
import { MyDocuments } from '../learning/my-documents';
import './messages';

/**
 * The child's fees: each part left to pay with the link that pays it, a balance due at the desk,
 * and the invoices and receipts.
 */
export function ChildFees({ childId }: { childId: string }) {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  const { data, status, refetch } = useQuery(childMoneyQuery(childId));
  let content;
  if (status === 'pending') content = <PortalLoading label={t`Loading fees…`} />;
  else if (status === 'error')
    content = (
      <LoadError inline title={t`The fees could not be loaded.`} onRetry={() => void refetch()} />
    );
  else {
    // A fee paid in parts is owed through its parts' links; any other balance, at the desk.
    const inParts = new Set(data.dues.map((due) => due.feeId));
    const deskDue = data.fees.filter((fee) => fee.balance > 0 && !inParts.has(fee._id));
    content = (
      <>
        {data.dues.length === 0 && deskDue.length === 0 && (
          <p className="text-sm text-slate-600">{t`Nothing is due.`}</p>
        )}
        {data.dues.length > 0 && (
          <ul className="space-y-3">
            {data.dues.map((due) => {
              const amount = formatRupees(due.total);
              const day = formatCalendarDay(due.dueOn);
              const course = inLanguage(due, 'courseTitle');
              return (
                <li
                  key={due.partId}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-3"
                >
                  <div className="min-w-0">
                    <p className="font-semibold">{course}</p>
                    <p className="text-sm text-slate-600">
                      {t`Part ${due.part} of ${due.parts}`} ·{' '}
                      <span className={due.overdue ? 'font-semibold text-red-700' : ''}>
                        {due.overdue ? t`Was due on ${day}` : t`Due on ${day}`}
                      </span>
                    </p>
                    <p className="text-lg font-bold tabular-nums">{amount}</p>
                  </div>
                  <a
                    href={new URL(due.payUrl).pathname}
                    className="btn btn-primary"
                    aria-label={t`Pay ${amount} for ${course}, part ${due.part}`}
                  >
                    <Trans>Pay</Trans>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
        {deskDue.length > 0 && (
          <ul className="space-y-2">
            {deskDue.map((fee) => (
              <li key={fee._id} className="rounded-xl bg-slate-50 p-3">
                <p className="font-semibold">{inLanguage(fee, 'courseTitle')}</p>
                <p className="font-bold text-amber-800">
                  {t`Balance due at the institute: ${formatRupees(fee.balance)}`}
                </p>
              </li>
            ))}
          </ul>
        )}
        {data.documents.length > 0 && (
          <MyDocuments documents={data.documents} href={childDocumentHref(childId)} />
        )}
      </>
    );
  }
  return (
    <PortalSection id="child-fees" title={t`Fees, invoices and receipts`}>
      {content}
    </PortalSection>
  );
}
