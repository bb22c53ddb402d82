import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import { formatDateTime } from '#common/format';
import type { CompletionsDto } from '#common/schemas/course-completions';
import { paths } from '#common/paths';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { StateMessage } from '#web/components/state-message';
import { certificateKeys } from '../api/certificate-keys';
import { completionsQuery, issueFromCompletions } from '../api/completions';
import './messages';

type Student = CompletionsDto['students'][number];
interface Choice {
  chosen: boolean;
  dob: string;
  reason: string;
}

const cellClass = 'px-2 py-2 align-top';

/**
 * The students who completed a course, and certificates issued to the chosen ones in one step
 * (numbers, the template's PDF with its QR code, the student's message). A date of birth is
 * needed for each (from their registration when one is linked); a student below their batch's
 * attendance minimum needs a reason (decision 059).
 */
export function CompletionListPage() {
  const { t } = useLingui();
  const courseId = useParams().id ?? '';
  const queryClient = useQueryClient();
  const list = useQuery(completionsQuery(courseId));
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [issuing, setIssuing] = useState(false);
  const [result, setResult] = useState('');

  const choiceOf = (student: Student): Choice =>
    choices[student.id] ?? { chosen: false, dob: student.dob ?? '', reason: '' };
  const change = (student: Student, next: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [student.id]: { ...choiceOf(student), ...next } }));
  const open = (list.data?.students ?? []).filter(
    (student) => !student.certificate && student.printable,
  );
  const chosen = open.filter((student) => choiceOf(student).chosen);
  const ready = chosen.every(
    (student) =>
      choiceOf(student).dob && (!student.attendance?.short || choiceOf(student).reason.trim()),
  );

  const issue = async () => {
    setIssuing(true);
    setResult('');
    try {
      const answer = await issueFromCompletions(
        courseId,
        chosen.map((student) => {
          const { dob, reason } = choiceOf(student);
          return {
            studentId: student.id,
            DOB: dob,
            ...(reason.trim() ? { attendanceOverride: reason.trim() } : {}),
          };
        }),
      );
      const numbers = answer.data?.numbers ?? [];
      setResult(t`Issued ${numbers.length} certificates: ${numbers.join(', ')}.`);
      setChoices({});
      await queryClient.invalidateQueries({ queryKey: certificateKeys.all });
    } catch {
      // The failure was told by the request's own message.
    } finally {
      setIssuing(false);
    }
  };

  let content;
  if (list.status === 'pending') content = <PageLoading />;
  else if (list.status === 'error')
    content = (
      <LoadError
        title={t`The completion list could not be loaded.`}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.students.length === 0)
    content = <StateMessage title={t`No student has completed this course yet.`} />;
  else
    content = (
      <form
        className="card space-y-4 overflow-x-auto"
        onSubmit={(event) => {
          event.preventDefault();
          void issue();
        }}
      >
        <table className="min-w-full text-sm">
          <caption className="sr-only">{t`Students who completed the course`}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className={cellClass}>{t`Issue`}</th>
              <th scope="col" className={cellClass}>{t`Student`}</th>
              <th scope="col" className={cellClass}>{t`Completed on`}</th>
              <th scope="col" className={cellClass}>{t`Date of birth`}</th>
              <th scope="col" className={cellClass}>{t`Attendance`}</th>
              <th scope="col" className={cellClass}>{t`Certificate`}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.students.map((student) => {
              const choice = choiceOf(student);
              const canIssue = !student.certificate && student.printable;
              const nameId = `completion-${student.id}`;
              return (
                <tr key={student.id} className="border-t border-slate-100">
                  <td className={cellClass}>
                    {canIssue && (
                      <input
                        type="checkbox"
                        className="h-5 w-5"
                        aria-labelledby={nameId}
                        checked={choice.chosen}
                        onChange={(event) => change(student, { chosen: event.target.checked })}
                      />
                    )}
                  </td>
                  <th scope="row" id={nameId} className={`${cellClass} text-left font-medium`}>
                    {student.name}
                    <span className="block text-xs font-normal text-slate-500">
                      {student.email}
                    </span>
                  </th>
                  <td className={cellClass}>
                    {student.completedAt ? formatDateTime(student.completedAt) : '–'}
                  </td>
                  <td className={cellClass}>
                    {canIssue ? (
                      <input
                        type="date"
                        className="input"
                        aria-label={t`Date of birth of ${student.name}`}
                        required={choice.chosen}
                        value={choice.dob}
                        onChange={(event) => change(student, { dob: event.target.value })}
                      />
                    ) : (
                      (student.dob ?? '–')
                    )}
                  </td>
                  <td className={cellClass}>
                    {student.attendance ? (
                      <>
                        <span className={student.attendance.short ? 'font-bold text-red-700' : ''}>
                          {student.attendance.percent === null
                            ? t`No class counted`
                            : `${student.attendance.percent}%`}
                          {' · '}
                          {t`minimum ${student.attendance.minimum}%`}
                        </span>
                        {student.attendance.short && canIssue && choice.chosen && (
                          <input
                            className="input mt-1 block w-full min-w-48"
                            aria-label={t`Reason to issue to ${student.name} below the minimum`}
                            placeholder={t`Reason to issue anyway`}
                            required
                            maxLength={200}
                            value={choice.reason}
                            onChange={(event) => change(student, { reason: event.target.value })}
                          />
                        )}
                      </>
                    ) : (
                      '–'
                    )}
                  </td>
                  <td className={cellClass}>
                    {student.certificate ? (
                      <Link
                        to={paths.certificateVerification.getHref(student.certificate.fileId)}
                        className="text-primary underline"
                      >
                        {student.certificate.number}
                      </Link>
                    ) : student.printable ? (
                      t`Not issued`
                    ) : (
                      <Link
                        to={adminPaths.certificateUpload.getHref()}
                        className="text-primary underline"
                      >
                        {t`Upload one (name not printable)`}
                      </Link>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={issuing || chosen.length === 0 || !ready}
          >
            {issuing ? t`Issuing...` : t`Issue certificates (${chosen.length})`}
          </button>
          {open.length > 0 && (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() =>
                setChoices((all) => {
                  const next = { ...all };
                  for (const student of open)
                    next[student.id] = { ...choiceOf(student), chosen: true };
                  return next;
                })
              }
            >
              <Trans>Choose everyone without a certificate</Trans>
            </button>
          )}
        </div>
        <p role="status" className="font-semibold text-green-700">
          {result}
        </p>
      </form>
    );

  return (
    <div className="space-y-6">
      <AdminPageIntro
        title={list.data ? t`Completed: ${list.data.courseTitle}` : t`Completion list`}
      >
        <Trans>
          Students who completed every required lesson. Choose them and issue their certificates in
          one step: each gets a number, a QR code and the verification link.
        </Trans>
      </AdminPageIntro>
      <p className="flex flex-wrap gap-4">
        <Link to={adminPaths.courseProgress.getHref(courseId)} className="text-primary underline">
          <Trans>Progress</Trans>
        </Link>
        <Link to={adminPaths.courseLessons.getHref(courseId)} className="text-primary underline">
          <Trans>Lessons</Trans>
        </Link>
      </p>
      {content}
    </div>
  );
}
