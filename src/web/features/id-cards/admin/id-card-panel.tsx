import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCalendarDate, formatDate } from '#common/format';
import type { IdCardDto, IdCardStatus } from '#common/schemas/id-cards';
import { FailureAlert } from '#web/components/failure-alert';
import { studentIdCardsQuery } from '../api/id-cards';
import { IssueForm, RevokeForm } from './id-card-forms';
import './messages';

export function IdCardStatusBadge({ status }: { status: IdCardStatus }) {
  const styles: Record<IdCardStatus, string> = {
    valid: 'bg-green-100 text-green-800',
    expired: 'bg-amber-100 text-amber-900',
    revoked: 'bg-red-100 text-red-800',
  };
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${styles[status]}`}>
      {status === 'valid' ? (
        <Trans>Valid</Trans>
      ) : status === 'expired' ? (
        <Trans>Expired</Trans>
      ) : (
        <Trans>Revoked</Trans>
      )}
    </span>
  );
}

function CurrentCard({
  studentId,
  card,
  batches,
}: {
  studentId: string;
  card: IdCardDto;
  batches: { _id: string; label: string }[];
}) {
  const [acting, setActing] = useState<'reissue' | 'revoke' | null>(null);
  const validUntil = formatCalendarDate(card.validUntil);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start gap-3">
        <div className="mr-auto min-w-0">
          <p className="text-ink font-semibold">
            <Trans>Card {card.number}</Trans> <IdCardStatusBadge status={card.status} />
          </p>
          <p className="text-slate-600">
            {card.courseTitle} · {card.batch}
          </p>
          <p className="text-slate-600">
            <Trans>Valid until {validUntil}</Trans>
          </p>
        </div>
        <a href={card.pdfUrl} download className="btn btn-primary">
          <Trans>Download card (PDF)</Trans>
        </a>
        <a
          href={card.checkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn-outline"
        >
          <Trans>Open its check page</Trans>
        </a>
        <button type="button" className="btn btn-outline" onClick={() => setActing('reissue')}>
          <Trans>Reissue</Trans>
        </button>
        <button
          type="button"
          className="btn btn-outline text-red-700"
          onClick={() => setActing('revoke')}
        >
          <Trans>Revoke</Trans>
        </button>
      </div>
      {acting === 'reissue' && (
        <IssueForm
          studentId={studentId}
          batches={batches}
          replacing={card._id}
          done={() => setActing(null)}
        />
      )}
      {acting === 'revoke' && (
        <RevokeForm studentId={studentId} cardId={card._id} done={() => setActing(null)} />
      )}
    </div>
  );
}

/**
 * A student's ID card on the admin's page of them: issue one (once they have an admission number,
 * a photo and a batch), download, reissue or revoke it; their earlier cards below.
 */
export function IdCardPanel({ studentId }: { studentId: string }) {
  const { t } = useLingui();
  const query = useQuery(studentIdCardsQuery(studentId));
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-500">
        <Trans>Loading ID cards…</Trans>
      </p>
    );
  }
  if (query.isError) return <FailureAlert message={t`The ID cards could not be loaded.`} />;
  const { admissionNumber, hasPhoto, batches, cards } = query.data;
  const current = cards.find((card) => card.status !== 'revoked');
  const earlier = cards.filter((card) => card !== current);
  const missing = [
    ...(admissionNumber
      ? []
      : [
          t`This student has no admission number yet: a card can be issued once their admission is accepted.`,
        ]),
    ...(hasPhoto ? [] : [t`This student has no profile photo: upload one before issuing a card.`]),
    ...(batches.length > 0 ? [] : [t`Add the student to a batch before issuing a card.`]),
  ];
  return (
    <div className="space-y-4 text-sm">
      {current ? (
        <CurrentCard studentId={studentId} card={current} batches={batches} />
      ) : missing.length > 0 ? (
        <ul className="space-y-1 rounded-xl bg-amber-50 p-3 text-amber-900">
          {missing.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <>
          <p className="text-slate-600">
            <Trans>No ID card yet. Admission number: {admissionNumber}</Trans>
          </p>
          <IssueForm studentId={studentId} batches={batches} />
        </>
      )}
      {earlier.length > 0 && (
        <div>
          <h3 className="font-semibold">
            <Trans>Earlier cards</Trans>
          </h3>
          <ul className="divide-y divide-slate-100">
            {earlier.map((card) => {
              const revokedOn = card.revokedAt ? formatDate(card.revokedAt) : '';
              return (
                <li key={card._id} className="flex flex-wrap items-center gap-2 py-2">
                  <span className="mr-auto">
                    {card.number} · {card.courseTitle}
                    {card.revokedAt && (
                      <span className="block text-slate-500">
                        <Trans>
                          Revoked on {revokedOn}: {card.revokedReason}
                        </Trans>
                      </span>
                    )}
                  </span>
                  <IdCardStatusBadge status={card.status} />
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
