import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { indiaToday } from '#common/format';
import { MAX_CARD_YEARS, yearsAfter } from '#common/schemas/id-cards';
import { FailureAlert } from '#web/components/failure-alert';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useIdCardWrite } from '../api/id-cards';
import './messages';

const fieldError = (error: Error | null, field: string) =>
  error instanceof ApiError ? error.errors?.[field] : undefined;

/** Issues the student a card, or reissues `replacing`: the batch it is for and its last valid day. */
export function IssueForm({
  studentId,
  batches,
  replacing,
  done,
}: {
  studentId: string;
  batches: { _id: string; label: string }[];
  replacing?: string;
  done?: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const today = indiaToday();
  const [batchId, setBatchId] = useState(batches[0]?._id ?? '');
  const [validUntil, setValidUntil] = useState(yearsAfter(today, 1));
  const write = useIdCardWrite(studentId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { batchId, validUntil };
    write.mutate(
      replacing ? { kind: 'reissue', cardId: replacing, values } : { kind: 'issue', values },
      {
        onSuccess: () => {
          toast.success(
            replacing ? t`A new card was issued; the old one is revoked.` : t`Card issued.`,
          );
          done?.();
        },
      },
    );
  };
  const batchError = fieldError(write.error, 'batchId');
  const dateError = fieldError(write.error, 'validUntil');
  return (
    <form
      onSubmit={submit}
      className="space-y-3"
      aria-label={replacing ? t`Reissue the card` : t`Issue an ID card`}
    >
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <label className="block" htmlFor={`${id}-batch`}>
          <span className="block font-semibold">
            <Trans>Batch</Trans>
          </span>
          <select
            id={`${id}-batch`}
            value={batchId}
            onChange={(event) => setBatchId(event.target.value)}
            className="input mt-1 w-full"
            aria-invalid={batchError ? true : undefined}
          >
            {batches.map((batch) => (
              <option key={batch._id} value={batch._id}>
                {batch.label}
              </option>
            ))}
          </select>
          {batchError && <span className="mt-1 block text-red-700">{batchError}</span>}
        </label>
        <label className="block" htmlFor={`${id}-valid`}>
          <span className="block font-semibold">
            <Trans>Valid until</Trans>
          </span>
          <input
            id={`${id}-valid`}
            type="date"
            required
            min={today}
            max={yearsAfter(today, MAX_CARD_YEARS)}
            value={validUntil}
            onChange={(event) => setValidUntil(event.target.value)}
            className="input mt-1 w-full"
            aria-invalid={dateError ? true : undefined}
          />
          {dateError && <span className="mt-1 block text-red-700">{dateError}</span>}
        </label>
      </div>
      <FailureAlert
        message={write.error && !batchError && !dateError ? write.error.message : null}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={write.isPending}>
          {replacing ? <Trans>Reissue card</Trans> : <Trans>Issue card</Trans>}
        </button>
        {done && (
          <button type="button" className="btn btn-outline" onClick={done}>
            <Trans>Cancel</Trans>
          </button>
        )}
      </div>
    </form>
  );
}

/** Revokes a card, with the reason the activity log keeps. */
export function RevokeForm({
  studentId,
  cardId,
  done,
}: {
  studentId: string;
  cardId: string;
  done: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  const write = useIdCardWrite(studentId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    write.mutate(
      { kind: 'revoke', cardId, values: { reason } },
      {
        onSuccess: () => {
          toast.success(t`Card revoked.`);
          done();
        },
      },
    );
  };
  const reasonError = fieldError(write.error, 'reason');
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t`Revoke the card`}>
      <label className="block" htmlFor={`${id}-reason`}>
        <span className="block font-semibold">
          <Trans>Reason for revoking</Trans>
        </span>
        <textarea
          id={`${id}-reason`}
          required
          maxLength={300}
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="input mt-1 w-full"
          aria-invalid={reasonError ? true : undefined}
        />
        {reasonError && <span className="mt-1 block text-red-700">{reasonError}</span>}
      </label>
      <FailureAlert message={write.error && !reasonError ? write.error.message : null} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary bg-red-700" disabled={write.isPending}>
          <Trans>Revoke card</Trans>
        </button>
        <button type="button" className="btn btn-outline" onClick={done}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
