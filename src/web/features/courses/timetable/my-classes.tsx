import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatCalendarDay } from '#common/format';
import type { MyClass } from '#common/schemas/timetable';
import { LoadError } from '#web/components/load-error';
import { myClassesQuery } from '../api/my-classes';
import { CalendarFeed } from './calendar-feed';
import './messages';

/** The classes grouped by the day they are held on, in order. */
export const byDay = (classes: MyClass[]) => {
  const days = new Map<string, MyClass[]>();
  for (const one of classes) days.set(one.heldOn, [...(days.get(one.heldOn) ?? []), one]);
  return [...days.entries()];
};

/** One class: its time, course, where (room or link), and if it was moved or cancelled. */
export function ClassLine({ one }: { one: MyClass }) {
  const { t } = useLingui();
  const cancelled = one.status === 'cancelled';
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
      <span className={`font-semibold tabular-nums ${cancelled ? 'line-through' : ''}`}>
        {one.startTime}–{one.endTime}
      </span>
      <span className={cancelled ? 'line-through' : ''}>{one.courseTitle}</span>
      {cancelled ? (
        <span className="text-sm font-semibold text-red-700">
          {one.cancelReason ? t`Cancelled: ${one.cancelReason}` : t`Cancelled`}
        </span>
      ) : one.mode === 'online' ? (
        <a
          className="text-primary text-sm underline"
          href={one.place}
          rel="noreferrer"
          target="_blank"
        >
          <Trans>Join online</Trans>
        </a>
      ) : (
        <span className="text-sm text-slate-600">{one.place}</span>
      )}
      {one.status === 'moved' && (
        <span className="text-sm font-semibold text-amber-700">
          {t`Moved from ${formatCalendarDay(one.plannedOn)}`}
        </span>
      )}
    </li>
  );
}

/** The student's coming classes in their batches, and the calendar feed that carries them. */
export function MyClasses() {
  const { t } = useLingui();
  const { data, isError, refetch } = useQuery(myClassesQuery);
  let list;
  if (isError)
    list = (
      <LoadError title={t`Your classes could not be loaded.`} onRetry={() => void refetch()} />
    );
  else if (!data) list = <p className="text-sm text-slate-600">{t`Loading classes…`}</p>;
  else if (data.length === 0)
    list = <p className="text-sm text-slate-600">{t`No classes coming up in your batches.`}</p>;
  else
    list = (
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
    <section aria-labelledby="my-classes" className="space-y-4">
      <h2 id="my-classes" className="text-2xl font-bold">
        <Trans>My classes</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>Times are India time (IST).</Trans>
      </p>
      {list}
      {data && data.length > 0 && <CalendarFeed />}
    </section>
  );
}
