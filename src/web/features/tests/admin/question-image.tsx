import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { QuestionDto } from '#common/schemas/tests';
import { ApiError } from '#web/lib/api';
import { testsAdmin } from '../api/admin-tests';
import './messages';

/** A question's picture: uploaded (checked by the server from its bytes), replaced or removed. */
export function QuestionImage({
  question,
  onChanged,
}: {
  question: QuestionDto;
  onChanged: (question: QuestionDto) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (write: Promise<{ data?: QuestionDto }>) => {
    setBusy(true);
    setError('');
    try {
      const { data } = await write;
      if (data) onChanged(data);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      {question.image && (
        <img
          src={question.image}
          alt={t`The question’s picture`}
          className="h-16 w-auto rounded border border-slate-200"
        />
      )}
      <label htmlFor={id} className="text-sm font-semibold">
        {question.image ? <Trans>Replace the picture</Trans> : <Trans>Add a picture</Trans>}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={busy}
        className="text-sm"
        aria-describedby={`${id}-error`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void run(testsAdmin.uploadImage(question._id, file));
        }}
      />
      {question.image && (
        <button
          type="button"
          className="btn btn-outline px-2 py-1 text-xs"
          disabled={busy}
          onClick={() => void run(testsAdmin.removeImage(question._id))}
        >
          <Trans>Remove the picture</Trans>
        </button>
      )}
      <p id={`${id}-error`} aria-live="polite" className="w-full text-sm text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}
