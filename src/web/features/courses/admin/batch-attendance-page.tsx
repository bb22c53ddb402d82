import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { API_PREFIX } from '#common/api';
import { MARK_LETTERS } from '#common/attendance';
import type { AttendanceMark } from '#common/batch-sessions';
import { formatCalendarDay, indiaToday } from '#common/format';
import { attendancePercentSchema, type AttendanceReport } from '#common/schemas/attendance-reports';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { Field } from '#web/components/field';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { inPageLanguage } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import {
  attendanceReportQuery,
  putCertificateMinimum,
  registerFile,
  registerQuery,
} from '../api/attendance-reports';
import './messages';

const percentText = (percent: number | null) => (percent === null ? '–' : `${percent}%`);

/** The batch's minimum attendance for a certificate: a whole percent, or empty for none. */
function CertificateMinimum({
  report,
  onSaved,
}: {
  report: AttendanceReport;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState(report.certificateMinimum?.toString() ?? '');
  const [error, setError] = useState<string>();
  const save = async () => {
    const checked = value.trim() === '' ? null : attendancePercentSchema.safeParse(Number(value));
    if (checked && !checked.success) {
      setError((await inPageLanguage({ message: checked.error.issues[0]?.message ?? '' })).message);
      return;
    }
    setError(undefined);
    const result = await putCertificateMinimum(report.batchId, checked ? checked.data : null);
    if (result.message) toast.success(result.message);
    onSaved();
  };
  return (
    <form
      aria-label={t`Minimum attendance for a certificate`}
      noValidate
      className="card grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        void save().catch(() => undefined);
      }}
    >
      <Field
        label={t`Minimum attendance for a certificate (%)`}
        hint={t`Leave empty for none. A certificate for a student below it needs a reason.`}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            className="input"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary">
        {t`Save`}
      </button>
    </form>
  );
}

/** The month's register: students down, classes across, the names kept in view when it scrolls. */
function MonthRegister({ batchId }: { batchId: string }) {
  const { t } = useLingui();
  const [month, setMonth] = useState(() => indiaToday().slice(0, 7));
  const { data, isError, refetch } = useQuery({
    ...registerQuery(batchId, month),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
  const markNames: Record<AttendanceMark, string> = {
    present: t`Present`,
    absent: t`Absent`,
    late: t`Late`,
    excused: t`Excused`,
  };
  return (
    <section aria-labelledby="register" className="card space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="register" className="mr-auto text-lg font-bold">
          {t`Monthly register`}
        </h2>
        <Field label={t`Month`}>
          {(control) => (
            <input
              {...control}
              type="month"
              className="input"
              required
              value={month}
              onChange={(event) => setMonth(event.target.value)}
            />
          )}
        </Field>
        <a
          href={API_PREFIX + registerFile(batchId, month, 'csv')}
          download
          className="btn btn-outline"
        >
          {t`Download CSV`}
        </a>
        <a
          href={API_PREFIX + registerFile(batchId, month, 'pdf')}
          download
          className="btn btn-outline"
        >
          {t`Download PDF`}
        </a>
      </div>
      <p className="text-sm text-slate-600">
        {t`P present, A absent, L late, E excused; cancelled classes are left out.`}
      </p>
      {isError ? (
        <LoadError title={t`The register could not be loaded.`} onRetry={() => void refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : data.sessions.length === 0 || data.students.length === 0 ? (
        <p>{t`No classes or students in this month.`}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="register">
          <table className="min-w-full border-collapse text-sm">
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 z-10 bg-white px-2 py-1 text-left">
                  {t`Student`}
                </th>
                {data.sessions.map((session) => (
                  <th
                    key={session._id}
                    scope="col"
                    className="px-1 py-1 text-center font-semibold whitespace-nowrap"
                    title={`${formatCalendarDay(session.heldOn)} ${session.startTime}`}
                  >
                    {session.heldOn.slice(8)}
                    <span className="block text-xs font-normal text-slate-500">
                      {session.startTime}
                    </span>
                  </th>
                ))}
                <th scope="col" className="px-2 py-1 text-right">
                  %
                </th>
              </tr>
            </thead>
            <tbody>
              {data.students.map((student) => (
                <tr key={student._id} className="border-t border-slate-100">
                  <th
                    scope="row"
                    className="sticky left-0 bg-white px-2 py-1 text-left font-medium whitespace-nowrap"
                  >
                    {student.userName}
                  </th>
                  {student.marks.map((mark, index) => (
                    <td
                      key={data.sessions[index]?._id ?? index}
                      className={`px-1 py-1 text-center ${mark === 'absent' ? 'font-bold text-red-700' : ''}`}
                    >
                      {mark ? <abbr title={markNames[mark]}>{MARK_LETTERS[mark]}</abbr> : ''}
                    </td>
                  ))}
                  <td className="px-2 py-1 text-right">{percentText(student.percent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A batch's attendance: each student's percent, who is below the threshold, and the month's register. */
export function BatchAttendancePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const query = attendanceReportQuery(id);
  const { data, isError, refetch } = useQuery(query);
  if (isError)
    return (
      <LoadError title={t`The attendance could not be loaded.`} onRetry={() => void refetch()} />
    );
  if (!data) return <PageLoading />;
  const below = data.students.filter((student) => student.below);
  const { threshold } = data;
  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Attendance: ${data.courseTitle}`}>
        {t`Present and late count as attended; excused classes are left out; cancelled classes and those not held yet never count.`}
      </AdminPageIntro>
      <dl className="card grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">{t`Classes held`}</dt>
          <dd className="text-2xl font-bold">{data.classesHeld}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t`Batch attendance`}</dt>
          <dd className="text-2xl font-bold">{percentText(data.percent)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t`Follow-up below`}</dt>
          <dd className="text-2xl font-bold">{threshold}%</dd>
        </div>
      </dl>
      <CertificateMinimum
        report={data}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: query.queryKey })}
      />
      <section aria-labelledby="follow-up" className="card space-y-3">
        <h2 id="follow-up" className="text-lg font-bold">
          {t`Below ${threshold}%: follow up`}
        </h2>
        {below.length === 0 ? (
          <p>{t`Nobody is below ${threshold}%.`}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {below.map((student) => (
              <li key={student._id} className="flex flex-wrap gap-x-3 py-2">
                <span className="font-semibold">{student.userName}</span>
                <span className="text-red-700">{percentText(student.percent)}</span>
                <span className="break-all text-slate-500">{student.email}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="students" className="card space-y-3">
        <h2 id="students" className="text-lg font-bold">
          {t`Students`}
        </h2>
        {data.students.length === 0 ? (
          <p>{t`No students in this batch yet.`}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full text-sm">
              <thead>
                <tr className="text-left">
                  <th scope="col" className="px-2 py-1">{t`Student`}</th>
                  <th scope="col" className="px-2 py-1 text-right">{t`Present`}</th>
                  <th scope="col" className="px-2 py-1 text-right">{t`Late`}</th>
                  <th scope="col" className="px-2 py-1 text-right">{t`Absent`}</th>
                  <th scope="col" className="px-2 py-1 text-right">{t`Excused`}</th>
                  <th scope="col" className="px-2 py-1 text-right">{t`Attendance`}</th>
                </tr>
              </thead>
              <tbody>
                {data.students.map((student) => (
                  <tr key={student._id} className="border-t border-slate-100">
                    <th scope="row" className="px-2 py-1 text-left font-medium">
                      {student.userName}
                    </th>
                    <td className="px-2 py-1 text-right">{student.counts.present}</td>
                    <td className="px-2 py-1 text-right">{student.counts.late}</td>
                    <td className="px-2 py-1 text-right">{student.counts.absent}</td>
                    <td className="px-2 py-1 text-right">{student.counts.excused}</td>
                    <td
                      className={`px-2 py-1 text-right ${student.below ? 'font-bold text-red-700' : ''}`}
                    >
                      {percentText(student.percent)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <MonthRegister batchId={id} />
    </div>
  );
}
