import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ShortAnswersDto } from '#common/schemas/test-statistics';
import { ApiError } from '#web/lib/api';
import { testsAdmin } from '../api/admin-tests';
import './messages';

type ShortAnswer = ShortAnswersDto['answers'][number];

/** One student's short answer beside the model answer, and the trainer's mark for it. */
function AnswerToMark({ answer, onMarked }: { answer: ShortAnswer; onMarked: () => void }) {
  const { t } = useLingui();
  const [marks, setMarks] = useState(answer.marks === null ? '' : String(answer.marks));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="text-sm text-slate-500">
        {answer.userName} · {answer.question}
      </p>
      <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 break-words whitespace-pre-wrap">
        {answer.text}
      </blockquote>
      {answer.modelAnswer && (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Model answer: {answer.modelAnswer}</Trans>
        </p>
      )}
      <form
        className="mt-3 flex flex-wrap items-center gap-2"
        aria-label={t`Mark ${answer.userName}’s answer`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          setError('');
          testsAdmin
            .markAnswer(answer.attemptId, answer.questionId, Number(marks))
            .then(onMarked)
            .catch((failure: unknown) =>
              setError(failure instanceof ApiError ? failure.message : String(failure)),
            )
            .finally(() => setBusy(false));
        }}
      >
        <label className="text-sm font-semibold">
          <Trans>Marks (out of {answer.maxMarks})</Trans>{' '}
          <input
            className="ml-1 w-24 rounded-lg border border-slate-300 px-3 py-1.5"
            type="number"
            step="0.01"
            min={0}
            max={answer.maxMarks}
            value={marks}
            onChange={(event) => setMarks(event.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-primary px-3 py-1.5" disabled={busy}>
          <Trans>Save mark</Trans>
        </button>
        {answer.marks === null ? (
          <span className="text-sm text-amber-700">
            <Trans>Not marked yet</Trans>
          </span>
        ) : (
          <span className="text-sm text-green-800">
            <Trans>Marked</Trans>
          </span>
        )}
        <span aria-live="polite" className="w-full text-sm text-red-700 empty:hidden">
          {error}
        </span>
      </form>
    </li>
  );
}

/** The short-text answers of a test, to mark one by one; unmarked ones first. */
export function ShortAnswerMarking({
  answers,
  onMarked,
}: {
  answers: ShortAnswer[];
  onMarked: () => void;
}) {
  const { t } = useLingui();
  const waiting = answers.filter((a) => a.marks === null).length;
  if (answers.length === 0)
    return <p className="text-slate-600">{t`No short-text answers to mark.`}</p>;
  const ordered = [...answers].sort((a, b) => Number(a.marks !== null) - Number(b.marks !== null));
  return (
    <div className="space-y-3">
      <p role="status">
        <Trans>{waiting} answers wait for a mark.</Trans>
      </p>
      <ol className="space-y-3">
        {ordered.map((answer) => (
          <AnswerToMark
            key={`${answer.attemptId}-${answer.questionId}`}
            answer={answer}
            onMarked={onMarked}
          />
        ))}
      </ol>
    </div>
  );
}
