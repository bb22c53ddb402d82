import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatCalendarDay } from '#common/format';
import { useAuth } from '#web/lib/auth';
import { myAttendanceQuery } from '../api/attendance-reports';
import './messages';

/** The student's own attendance in each of their batches (decision 059); nothing before they join one. */
export function MyAttendance() {
  const { t } = useLingui();
  const { user } = useAuth();
  const { data } = useQuery({ ...myAttendanceQuery(user?._id), enabled: Boolean(user) });
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="my-attendance" className="space-y-4">
      <h2 id="my-attendance" className="text-2xl font-bold">
        <Trans>My attendance</Trans>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((batch) => {
          const startsOn = formatCalendarDay(batch.startsOn);
          const attended = batch.counts.present + batch.counts.late;
          const held = attended + batch.counts.absent;
          return (
            <li key={batch.batchId} className="card space-y-1">
              <p className="font-semibold">{batch.courseTitle}</p>
              <p className="text-sm text-slate-600">{t`Batch from ${startsOn}`}</p>
              <p className="text-3xl font-bold">
                {batch.percent === null ? '–' : `${batch.percent}%`}
              </p>
              <p className="text-sm text-slate-600">
                {batch.percent === null
                  ? t`No classes marked yet.`
                  : t`Attended ${attended} of ${held} classes; excused classes are not counted.`}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
