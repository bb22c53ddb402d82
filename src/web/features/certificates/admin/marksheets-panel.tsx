import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatCalendarDate, formatDate } from '#common/format';
import type { MarksheetDto, StudentMarksheets } from '#common/schemas/marksheets';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { FailureAlert } from '#web/components/failure-alert';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { studentMarksheetsQuery, useMarksheetWrite } from '../api/student-marksheets';
import { CertificateStatusBadge } from '../check/certificate-status-badge';
import './messages';

type CourseChoice = StudentMarksheets['courses'][number];

/** One course the student is in: how many results are out, and Issue while none is valid. */
function CourseRow({
  studentId,
  course,
  hasValid,
}: {
  studentId: string;
  course: CourseChoice;
  hasValid: boolean;
}) {
  const { t } = useLingui();
  const write = useMarksheetWrite(studentId);
  const count = course.results;
  const issue = () =>
    write.mutate(
      { kind: 'issue', courseId: course._id },
      { onSuccess: (result) => toast.success(result.message ?? t`Marksheet issued`) },
    );
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="mr-auto min-w-0">
          <p className="text-ink font-semibold">{course.title}</p>
          <p className="text-slate-500">
            {count === 0 ? (
              <Trans>No released results yet</Trans>
            ) : (
              <Plural value={count} one="# released result" other="# released results" />
            )}
          </p>
        </div>
        {hasValid ? (
          <p className="text-slate-500">
            <Trans>Has a valid marksheet</Trans>
          </p>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={write.isPending || count === 0}
            onClick={issue}
          >
            {write.isPending ? (
              t`Loading...`
            ) : (
              <Trans>
                Issue marksheet<span className="sr-only"> for {course.title}</span>
              </Trans>
            )}
          </button>
        )}
      </div>
      <FailureAlert message={write.error?.message} />
    </li>
  );
}

/** The reason, then a confirmation: the marksheet's page will say revoked, with the reason. */
function RevokeForm({
  studentId,
  marksheet,
  done,
}: {
  studentId: string;
  marksheet: MarksheetDto;
  done: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  const write = useMarksheetWrite(studentId);
  const reasonError = write.error instanceof ApiError ? write.error.errors?.reason : undefined;
  const revoke = () =>
    write
      .mutateAsync({ kind: 'revoke', marksheetId: marksheet._id, reason })
      .then((result) => {
        toast.success(result.message ?? t`Marksheet revoked`);
        done();
      })
      .catch(() => undefined); // told beside the form
  const number = marksheet.number;
  return (
    <div className="space-y-3 rounded-xl border border-red-200 p-3">
      <label className="block" htmlFor={`${id}-reason`}>
        <span className="block font-semibold">
          <Trans>Reason for revoking {number}</Trans>
        </span>
        <span id={`${id}-hint`} className="block text-slate-500">
          <Trans>Shown on the verification page beside the word Revoked.</Trans>
        </span>
        <textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="input mt-1 w-full"
          aria-describedby={`${id}-hint`}
          aria-invalid={reasonError ? true : undefined}
        />
        {reasonError && <span className="mt-1 block text-red-700">{reasonError}</span>}
      </label>
      <FailureAlert message={write.error && !reasonError ? write.error.message : null} />
      <div className="flex flex-wrap gap-2">
        <ConfirmDialog
          title={t`Revoke marksheet ${number}?`}
          description={t`Its verification page will say revoked, with your reason, and the student and their guardians can no longer download it.`}
          confirmLabel={t`Yes, revoke`}
          onConfirm={revoke}
        >
          <button
            type="button"
            className="btn bg-red-600 text-white hover:bg-red-700"
            disabled={!reason.trim() || write.isPending}
          >
            <Trans>Revoke marksheet</Trans>
          </button>
        </ConfirmDialog>
        <button type="button" className="btn btn-outline" onClick={done}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}

function IssuedRow({ studentId, marksheet }: { studentId: string; marksheet: MarksheetDto }) {
  const [revoking, setRevoking] = useState(false);
  const { number, course, total, maxTotal, grade, revokedReason } = marksheet;
  const issuedOn = formatCalendarDate(marksheet.issuedOn);
  const revokedOn = marksheet.revokedAt ? formatDate(marksheet.revokedAt) : '';
  return (
    <li className="space-y-3 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="mr-auto min-w-0">
          <p className="text-ink font-semibold">
            {number} <CertificateStatusBadge status={marksheet.status} />
          </p>
          <p className="text-slate-600">
            <Trans>
              {course} · issued on {issuedOn} · {total} of {maxTotal}
            </Trans>
            {grade && (
              <>
                {' · '}
                <Trans>Grade {grade}</Trans>
              </>
            )}
          </p>
          {marksheet.status === 'revoked' && (
            <p className="text-slate-500">
              <Trans>
                Revoked on {revokedOn}: {revokedReason}
              </Trans>
            </p>
          )}
        </div>
        <a
          href={marksheet.pdfHref}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn-outline"
        >
          <Trans>
            PDF<span className="sr-only"> of {number}</span>
          </Trans>
        </a>
        {marksheet.status === 'valid' && !revoking && (
          <button
            type="button"
            className="btn btn-outline text-red-700"
            onClick={() => setRevoking(true)}
          >
            <Trans>
              Revoke<span className="sr-only"> {number}</span>
            </Trans>
          </button>
        )}
      </div>
      {revoking && (
        <RevokeForm studentId={studentId} marksheet={marksheet} done={() => setRevoking(false)} />
      )}
    </li>
  );
}

/**
 * A student's marksheets on the admin's page of them (decision 069): each course they are in, with
 * how many of its results are out and Issue; the issued ones with their PDF, and Revoke.
 */
export function MarksheetsPanel({ studentId }: { studentId: string }) {
  const { t } = useLingui();
  const query = useQuery(studentMarksheetsQuery(studentId));
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-500">
        <Trans>Loading marksheets…</Trans>
      </p>
    );
  }
  if (query.isError) return <FailureAlert message={t`The marksheets could not be loaded.`} />;
  const { courses, marksheets } = query.data;
  const validFor = new Set(marksheets.filter((m) => m.status === 'valid').map((m) => m.courseId));
  return (
    <div className="space-y-4 text-sm">
      {courses.length === 0 ? (
        <p className="text-slate-500">
          <Trans>This student is in no course yet, so there is no marksheet to issue.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t`Courses and their results`}>
          {courses.map((course) => (
            <CourseRow
              key={course._id}
              studentId={studentId}
              course={course}
              hasValid={validFor.has(course._id)}
            />
          ))}
        </ul>
      )}
      <div>
        <h3 className="font-semibold">
          <Trans>Issued marksheets</Trans>
        </h3>
        {marksheets.length === 0 ? (
          <p className="text-slate-500">
            <Trans>None issued yet.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {marksheets.map((marksheet) => (
              <IssuedRow key={marksheet._id} studentId={studentId} marksheet={marksheet} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
