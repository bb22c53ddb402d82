import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TestDto } from '#common/schemas/tests';
import { fieldErrorsOf } from './server-errors';
import { testsAdmin } from '../api/admin-tests';
import './messages';

interface Student {
  userId: string;
  userName: string;
  offlineMarks: number | null;
}

/**
 * A paper test's marks, one row a student, saved in one request: the server takes the whole grid
 * or, if any row is wrong, none of it. An empty cell clears that student's mark.
 */
export function OfflineMarksGrid({
  test,
  students,
  onSaved,
}: {
  test: TestDto;
  students: Student[];
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const [marks, setMarks] = useState(() =>
    Object.fromEntries(
      students.map((s) => [s.userId, s.offlineMarks === null ? '' : String(s.offlineMarks)]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const total = test.maxMarks ?? 0;
  return (
    <form
      aria-label={t`Marks of the paper`}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setErrors({});
        setSaved(false);
        const rows = students.map((s) => {
          const cell = marks[s.userId]?.trim() ?? '';
          return { userId: s.userId, marks: cell === '' ? null : Number(cell) };
        });
        testsAdmin
          .saveMarks(test._id, rows)
          .then(() => {
            setSaved(true);
            onSaved();
          })
          .catch((error: unknown) => setErrors(fieldErrorsOf(error)))
          .finally(() => setBusy(false));
      }}
    >
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Each student’s marks, out of {total}</Trans>
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-4">
                <Trans>Student</Trans>
              </th>
              <th scope="col" className="py-2">
                <Trans>Marks (out of {total})</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {students.map((student, index) => {
              const error = errors[`marks.${index}.marks`];
              return (
                <tr key={student.userId} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {student.userName}
                  </th>
                  <td className="py-2">
                    <input
                      className="w-28 rounded-lg border border-slate-300 px-3 py-1.5"
                      type="number"
                      step="0.01"
                      min={0}
                      max={total}
                      aria-label={t`Marks of ${student.userName}`}
                      aria-invalid={Boolean(error)}
                      value={marks[student.userId] ?? ''}
                      onChange={(event) =>
                        setMarks({ ...marks, [student.userId]: event.target.value })
                      }
                    />
                    {error && <span className="ml-2 text-red-700">{error}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {errors.form && (
        <p role="alert" className="font-medium text-red-700">
          {errors.form}
        </p>
      )}
      <p role="status" className="font-semibold text-green-800 empty:hidden">
        {saved ? t`Marks saved.` : ''}
      </p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        <Trans>Save all marks</Trans>
      </button>
    </form>
  );
}
