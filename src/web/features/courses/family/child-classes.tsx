import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatCalendarDay } from '#common/format';
import { LoadError } from '#web/components/load-error';
import { PortalLoading, PortalSection } from '#web/components/portal-section';
import { childClassesQuery } from '../api/family';
import { byDay, ClassLine } from '../timetable/my-classes';
import './messages';

/** The child's coming classes, by day, as the student's own timetable lists them. */
export function ChildClasses({ childId }: { childId: string }) {
  const { t } = useLingui();
  const { data, status, refetch } = useQuery(childClassesQuery(childId));
  let content;
  if (status === 'pending') content = <PortalLoading label={t`Loading classes…`} />;
  else if (status === 'error')
    content = (
      <LoadError
        inline
        title={t`The classes could not be loaded.`}
        onRetry={() => void refetch()}
      />
    );
  else if (data.length === 0)
    content = <p className="text-sm text-slate-600">{t`No classes coming up.`}</p>;
  else
    content = (
      <ol className="space-y-4">
        {byDay(data).map(([day, classes]) => (
          <li key={day}>
            <h3 className="font-semibold">{formatCalendarDay(day)}</h3>
            <ul className="divide-y divide-slate-100">
              {classes.map((one) => (
                <ClassLine key={one._id} one={one} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    );
  return (
    <PortalSection id="child-classes" title={t`Timetable`}>
      {content}
    </PortalSection>
  );
}
