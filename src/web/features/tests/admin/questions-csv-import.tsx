import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ApiError } from '#web/lib/api';
import { testsAdmin } from '../api/admin-tests';
import './messages';

/**
 * A CSV of questions added to the bank: the whole file or nothing, each wrong row named as the
 * server found it.
 */
export function QuestionsCsvImport({
  courseId,
  onImported,
}: {
  courseId: string;
  onImported: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label={t`Import questions from CSV`}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return;
        setBusy(true);
        setProblems([]);
        setDone('');
        void file
          .text()
          .then((csv) => testsAdmin.importQuestions(courseId, csv))
          .then((result) => {
            const count = result.data?.questions.length ?? 0;
            setDone(t`${count} questions imported.`);
            onImported();
          })
          .catch((error: unknown) => {
            const rows = error instanceof ApiError ? Object.values(error.errors ?? {}) : [];
            setProblems(rows.length > 0 ? rows : [String((error as Error).message)]);
          })
          .finally(() => setBusy(false));
      }}
    >
      <h2 className="text-lg font-bold">
        <Trans>Import questions from CSV</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>
          Columns: kind, text, code, codeLanguage, options, answer, tolerance, marks, negativeMarks,
          explanation, tags, difficulty. Options and tags are split by “|”; the answer holds the
          correct options’ numbers (1|3), true or false, the number, or the model answer.
        </Trans>
      </p>
      <label htmlFor={id} className="block text-sm font-semibold">
        <Trans>CSV file</Trans>
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        required
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy || !file}>
          <Trans>Import</Trans>
        </button>
      </div>
      {problems.length > 0 && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">
            <Trans>Nothing was imported. Correct these rows and try again:</Trans>
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {done && (
        <p role="status" className="font-semibold text-green-800">
          {done}
        </p>
      )}
    </form>
  );
}
