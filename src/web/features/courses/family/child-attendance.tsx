import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatCalendarDay } from '#common/format';
import { LoadError } from '#web/components/load-error';
import { PortalLoading, PortalSection } from '#web/components/portal-section';
import { childAttendanceQuery } from '../api/family';
import './messages';

/** The child's attendance percentage in each batch, and the classes they missed lately. */
export function ChildAttendance({ childId }: { childId: string }) {
  const { t } = useLingui();
  const { data, status, refetch } = useQuery(childAttendanceQuery(childId));
  let content;
  if (status === 'pending') content = <PortalLoading label={t`Loading attendance…`} />;
  else if (status === 'error')
    content = (
      <LoadError
        inline
        title={t`The attendance could not be loaded.`}
        onRetry={() => void refetch()}
      />
    );
  else if (data.batches.length === 0)
    content = <p className="text-sm text-slate-600">{t`Not in a batch yet.`}</p>;
  else
    content = (
      <>
        <ul className="grid gap-3 sm:grid-cols-2">
          {data.batches.map((batch) => {
            const attended = batch.counts.present + batch.counts.late;
            const held = attended + batch.counts.absent;
            return (
              <li key={batch.batchId} className="rounded-xl bg-slate-50 p-3">
                <p className="font-semibold">{batch.courseTitle}</p>
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
        <h3 className="font-semibold">
          <Trans>Absences</Trans>
        </h3>
        {data.absences.length === 0 ? (
          <p className="text-sm text-slate-600">{t`No absences.`}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {data.absences.map((absence) => {
              const day = formatCalendarDay(absence.heldOn);
              return (
                <li key={`${absence.heldOn}-${absence.startTime}-${absence.courseTitle}`}>
                  <span className="font-semibold text-red-700">{t`Absent on ${day}`}</span>{' '}
                  <span className="text-slate-600">
                    {absence.startTime} · {absence.courseTitle}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </>
    );
  return (
    <PortalSection id="child-attendance" title={t`Attendance`}>
      {content}
    </PortalSection>
  );
}
