import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { AttendanceMark } from '#common/batch-sessions';
import type { ClassListDto } from '#common/schemas/batch-classes';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { Field } from '#web/components/field';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { toast } from '#web/lib/toast';
import { classListQuery, putAttendance, todaysClassesQuery } from '../api/attendance';
import { AbsenceFollowUps } from './absence-follow-ups';
import { queueAttendance, sendQueuedAttendance } from './attendance-queue';
import { CheckInQr } from './check-in-qr';
import { markIcons, pressedStyles } from './mark-icons';
import './messages';

const MARKS = ['present', 'absent', 'late', 'excused'] as const;

/** Sends the attendance waiting on this device now, and again whenever it comes back online. */
function useQueuedAttendance() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const send = useCallback(async () => {
    const result = await sendQueuedAttendance((entry) =>
      putAttendance(entry.sessionId, entry.submission),
    );
    for (const error of result.refused) toast.error(error.message);
    if (result.sent.length > 0) {
      toast.success(t`Attendance saved`);
      await queryClient.invalidateQueries({ queryKey: ['attendance'] });
    }
    return result;
  }, [queryClient, t]);
  useEffect(() => {
    const online = () => void send();
    window.addEventListener('online', online);
    void send();
    return () => window.removeEventListener('online', online);
  }, [send]);
  return send;
}

/** One class's students, everyone present unless marked otherwise, saved with one button. */
function ClassMarks({ list, onSave }: { list: ClassListDto; onSave: () => Promise<void> }) {
  const { t } = useLingui();
  const [marks, setMarks] = useState<Record<string, AttendanceMark>>(() =>
    Object.fromEntries(list.students.map((s) => [s._id, s.mark ?? 'present'])),
  );
  const [saving, setSaving] = useState(false);
  const labels: Record<AttendanceMark, string> = {
    present: t`Present`,
    absent: t`Absent`,
    late: t`Late`,
    excused: t`Excused`,
  };

  async function save() {
    setSaving(true);
    queueAttendance({
      sessionId: list.session._id,
      submission: {
        submissionId: crypto.randomUUID(),
        marks: list.students.map((s) => ({ userId: s._id, mark: marks[s._id] ?? 'present' })),
      },
    });
    try {
      await onSave();
    } finally {
      setSaving(false);
    }
  }

  if (list.students.length === 0) return <p>{t`No students have joined this batch yet.`}</p>;
  return (
    <div className="space-y-4">
      <ul className="divide-y rounded border">
        {list.students.map((student) => (
          <li key={student._id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
            <span className="font-medium sm:flex-1" id={`student-${student._id}`}>
              {student.userName}
            </span>
            <div
              role="group"
              aria-labelledby={`student-${student._id}`}
              className="grid grid-cols-4 gap-1"
            >
              {MARKS.map((mark) => (
                <button
                  key={mark}
                  type="button"
                  aria-pressed={marks[student._id] === mark}
                  onClick={() => setMarks((all) => ({ ...all, [student._id]: mark }))}
                  className={`flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-lg border px-1 py-1 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${
                    marks[student._id] === mark
                      ? pressedStyles[mark]
                      : 'border-slate-300 bg-white text-slate-600'
                  }`}
                >
                  {markIcons[mark]}
                  {labels[mark]}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-primary w-full py-3 text-base"
        disabled={saving}
        onClick={() => void save()}
      >
        {t`Save attendance`}
      </button>
    </div>
  );
}

function ClassAttendance({ sessionId, send }: { sessionId: string; send: () => Promise<void> }) {
  const { t } = useLingui();
  const { data, isError, refetch } = useQuery(classListQuery(sessionId));
  const [showCode, setShowCode] = useState(false);
  if (isError)
    return (
      <LoadError title={t`The class list could not be loaded.`} onRetry={() => void refetch()} />
    );
  if (!data) return <PageLoading />;
  if (data.session.status === 'cancelled')
    return <p>{t`This class is cancelled: ${data.session.cancelReason ?? ''}`}</p>;
  return (
    <section className="space-y-3" aria-labelledby="class-title">
      <h2 id="class-title" className="text-lg font-semibold">
        {`${data.courseTitle} · ${data.session.startTime}–${data.session.endTime}`}
      </h2>
      <button
        type="button"
        className="btn btn-outline min-h-11"
        aria-expanded={showCode}
        onClick={() => {
          setShowCode((shown) => !shown);
          if (showCode) void refetch();
        }}
      >
        {showCode ? t`Hide the check-in code` : t`Show the check-in code`}
      </button>
      {showCode && <CheckInQr sessionId={sessionId} />}
      <ClassMarks
        key={`${sessionId}-${JSON.stringify(data.students.map((s) => s.mark))}`}
        list={data}
        onSave={send}
      />
    </section>
  );
}

/**
 * Today's class list for the trainer at the door (made for a phone): everyone is present unless
 * tapped otherwise, and one Save sends the whole class. Saved without a connection, the marks
 * wait on the phone and go when it is back online.
 */
export function AttendancePage() {
  const { t } = useLingui();
  const { data, isError, refetch } = useQuery(todaysClassesQuery);
  const [chosen, setChosen] = useState('');
  // A class of another day, opened from the timetable (`?session=`).
  const [asked] = useState(() => new URLSearchParams(window.location.search).get('session'));
  const sendQueued = useQueuedAttendance();
  const send = async () => {
    const result = await sendQueued();
    if (result.waiting > 0)
      toast.info(t`Saved on this phone. It will be sent when you are back online.`);
  };
  const classes = data ?? [];
  const sessionId = classes.find((c) => c._id === chosen)?._id ?? asked ?? classes[0]?._id;
  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Attendance`}>
        {t`Today's classes. Everyone is marked present: tap Absent, Late or Excused for those who are not, then save once.`}
      </AdminPageIntro>
      {isError ? (
        <LoadError title={t`Today's classes could not be loaded.`} onRetry={() => void refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : !sessionId ? (
        <p>{t`No classes today.`}</p>
      ) : (
        <>
          {classes.length > 1 && (
            <Field label={t`Class`} className="max-w-md">
              {(control) => (
                <select
                  {...control}
                  className="input"
                  value={sessionId}
                  onChange={(event) => setChosen(event.target.value)}
                >
                  {classes.map((c) => (
                    <option key={c._id} value={c._id}>
                      {`${c.courseTitle} · ${c.startTime}–${c.endTime}`}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <ClassAttendance key={sessionId} sessionId={sessionId} send={send} />
        </>
      )}
      <AbsenceFollowUps />
    </div>
  );
}
