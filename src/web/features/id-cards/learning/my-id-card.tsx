import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatCalendarDate } from '#common/format';
import { FailureAlert } from '#web/components/failure-alert';
import { useAuth } from '#web/lib/auth';
import { myIdCardsQuery } from '../api/id-cards';
import './messages';

/** The student's own ID card, to download; nothing for a student who has none. */
export function MyIdCard() {
  const { t } = useLingui();
  const { user } = useAuth();
  const { data, isError } = useQuery(myIdCardsQuery(user?._id));
  if (isError) return <FailureAlert message={t`Your ID card could not be loaded.`} />;
  const card = data?.[0];
  if (!card) return null;
  const validUntil = formatCalendarDate(card.validUntil);
  return (
    <section aria-labelledby="my-id-card" className="space-y-4">
      <h2 id="my-id-card" className="text-2xl font-bold">
        <Trans>My ID card</Trans>
      </h2>
      <div className="card flex flex-wrap items-center gap-4">
        <div className="mr-auto min-w-0">
          <p className="font-semibold">
            {card.courseTitle} · {card.number}
          </p>
          <p className="text-sm text-slate-600">
            {card.status === 'valid' ? (
              <Trans>Valid until {validUntil}</Trans>
            ) : (
              <Trans>Expired on {validUntil}: ask the institute for a new card.</Trans>
            )}
          </p>
        </div>
        <a href={card.pdfUrl} download className="btn btn-primary">
          <Trans>Download my ID card (PDF)</Trans>
        </a>
      </div>
    </section>
  );
}
