import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import { addDays, mondayOf, sameRoom } from '#common/batch-sessions';
import { formatCalendarDay, indiaToday } from '#common/format';
import type { TimetableEntry } from '#common/schemas/timetable';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { Field } from '#web/components/field';
import { LoadError } from '#web/components/load-error';
import { weekQuery } from '../api/timetable';
import { CalendarFeed } from '../timetable/calendar-feed';
import './messages';

const daysOf = (from: string) => Array.from({ length: 7 }, (_, index) => addDays(from, index));

/** One class in a timetable: time, course, where, who, and what is unusual about it. */
function ClassCard({ entry, where }: { entry: TimetableEntry; where?: boolean }) {
  const { t } = useLingui();
  const cancelled = entry.status === 'cancelled';
  const trainers = entry.trainers.map((trainer) => trainer.userName).join(', ');
  const clashed = entry.clashes.length > 0;
  return (
    <div
      className={`rounded-md border p-2 text-sm ${clashed ? 'border-red-400 bg-red-50' : 'border-slate-200 bg-white'}`}
    >
      <p className={`font-semibold tabular-nums ${cancelled ? 'line-through' : ''}`}>
        {entry.startTime}–{entry.endTime}
      </p>
      <Link
        className={`underline ${cancelled ? 'line-through' : ''}`}
        to={adminPaths.batchClasses.getHref(entry.batchId)}
      >
        {entry.courseTitle}
      </Link>
      {where && (
        <p className="break-words text-slate-600">
          {entry.mode === 'online' ? t`Online` : entry.place}
          {trainers && ` · ${trainers}`}
        </p>
      )}
      {cancelled && <p className="font-semibold text-red-700">{t`Cancelled`}</p>}
      {entry.status === 'moved' && (
        <p className="font-semibold text-amber-700">
          {t`Moved from ${formatCalendarDay(entry.plannedOn)}`}
        </p>
      )}
      {entry.clashes.includes('room') && (
        <p className="font-semibold text-red-700">⚠ {t`Room clash`}</p>
      )}
      {entry.clashes.includes('trainer') && (
        <p className="font-semibold text-red-700">⚠ {t`Trainer clash`}</p>
      )}
    </div>
  );
}

/** The week's rows: one per classroom (online batches together) or per trainer. */
function rowsOf(
  sessions: TimetableEntry[],
  by: 'room' | 'trainer',
  names: { online: string; none: string },
) {
  const rows: { key: string; name: string; sessions: TimetableEntry[] }[] = [];
  const rowFor = (key: string, name: string, same = (a: string) => a === key) => {
    let row = rows.find((r) => same(r.key));
    if (!row) rows.push((row = { key, name, sessions: [] }));
    return row;
  };
  for (const entry of sessions) {
    if (by === 'room')
      (entry.mode === 'online'
        ? rowFor('online', names.online)
        : rowFor(entry.place, entry.place, (key) => key !== 'online' && sameRoom(key, entry.place))
      ).sessions.push(entry);
    else if (entry.trainers.length === 0) rowFor('', names.none).sessions.push(entry);
    else
      for (const trainer of entry.trainers)
        rowFor(trainer._id, trainer.userName).sessions.push(entry);
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every class of the week: a grid of days by room or trainer on a wide screen, a day list on a phone. */
function AllClasses({ from }: { from: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const [by, setBy] = useState<'room' | 'trainer'>('room');
  const { data, isError, refetch } = useQuery(weekQuery('all', from));
  const days = daysOf(from);
  let body;
  if (isError)
    body = <LoadError title={t`The week could not be loaded.`} onRetry={() => void refetch()} />;
  else if (!data) body = <p className="text-sm text-slate-600">{t`Loading the week…`}</p>;
  else if (data.sessions.length === 0) body = <p>{t`No classes this week.`}</p>;
  else {
    const clashes = data.sessions.filter((entry) => entry.clashes.length > 0).length;
    const rows = rowsOf(data.sessions, by, { online: t`Online`, none: t`No trainer` });
    body = (
      <>
        {clashes > 0 && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-semibold text-red-800">
            {t`${clashes} classes share a room or a trainer with another class at the same time.`}
          </p>
        )}
        <div className="hidden overflow-x-auto lg:block">
          <table className="w-full table-fixed border-collapse text-left">
            <caption className="sr-only">
              {by === 'room' ? t`Classes by room and day` : t`Classes by trainer and day`}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="w-40 p-2 text-sm">
                  {by === 'room' ? t`Room` : t`Trainer`}
                </th>
                {days.map((day) => (
                  <th key={day} scope="col" className="p-2 text-sm">
                    {formatCalendarDay(day)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-slate-200 align-top">
                  <th scope="row" className="p-2 text-sm break-words">
                    {row.name}
                  </th>
                  {days.map((day) => (
                    <td key={day} className="space-y-1 p-1">
                      {row.sessions
                        .filter((entry) => entry.heldOn === day)
                        .map((entry) => (
                          <ClassCard key={entry._id} entry={entry} />
                        ))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ol className="space-y-4 lg:hidden" aria-label={t`Classes by day`}>
          {days.map((day) => {
            const held = data.sessions.filter((entry) => entry.heldOn === day);
            if (held.length === 0) return null;
            return (
              <li key={day}>
                <h3 className="font-semibold">{formatCalendarDay(day)}</h3>
                <ul className="mt-1 space-y-2">
                  {held.map((entry) => (
                    <li key={entry._id}>
                      <ClassCard entry={entry} where />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      </>
    );
  }
  return (
    <section className="card space-y-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold">
          <Trans>All rooms and trainers</Trans>
        </h2>
        <fieldset className="flex items-center gap-3 text-sm">
          <legend className="sr-only">{t`Rows of the grid`}</legend>
          <label className="flex items-center gap-1.5">
            <input
              type="radio"
              name="rows"
              checked={by === 'room'}
              onChange={() => setBy('room')}
            />
            {t`By room`}
          </label>
          <label className="flex items-center gap-1.5">
            <input
              type="radio"
              name="rows"
              checked={by === 'trainer'}
              onChange={() => setBy('trainer')}
            />
            {t`By trainer`}
          </label>
        </fieldset>
      </div>
      {body}
    </section>
  );
}

/** The viewer's own classes of the week, each with its way to the attendance marking. */
function MyClasses({ from }: { from: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const { data, isError, refetch } = useQuery(weekQuery('mine', from));
  let body;
  if (isError)
    body = (
      <LoadError title={t`Your classes could not be loaded.`} onRetry={() => void refetch()} />
    );
  else if (!data) body = <p className="text-sm text-slate-600">{t`Loading your classes…`}</p>;
  else if (data.sessions.length === 0)
    body = <p className="text-sm text-slate-600">{t`You teach no classes this week.`}</p>;
  else
    body = (
      <ul className="divide-y divide-slate-100" aria-label={t`My classes this week`}>
        {data.sessions.map((entry) => (
          <li key={entry._id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-semibold">{formatCalendarDay(entry.heldOn)}</p>
              <ClassCard entry={entry} where />
            </div>
            {entry.status !== 'cancelled' && (
              <Link
                className="btn btn-outline"
                to={`${adminPaths.attendance.getHref()}?session=${encodeURIComponent(entry._id)}`}
              >
                {t`Mark attendance`}
                <span className="sr-only">
                  {' '}
                  {entry.courseTitle} {formatCalendarDay(entry.heldOn)} {entry.startTime}
                </span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <section className="card space-y-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        <Trans>My classes this week</Trans>
      </h2>
      {body}
      <CalendarFeed />
    </section>
  );
}

/**
 * The timetable of a week (Monday to Sunday, India time): the viewer's own classes as a trainer,
 * then every room and trainer, with moved and cancelled classes and clashes marked.
 */
export function TimetablePage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const asked = params.get('week') ?? '';
  const from = mondayOf(/^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : indiaToday());
  const go = (day: string) => setParams({ week: mondayOf(day) });
  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Timetable`}>
        {t`The week's classes, India time (IST). Moved and cancelled classes are marked, and so are two classes in one room or with one trainer at the same time.`}
      </AdminPageIntro>
      <nav aria-label={t`Week`} className="card flex flex-wrap items-end gap-3">
        <p className="mr-auto font-semibold" aria-live="polite">
          {t`Week of ${formatCalendarDay(from)} to ${formatCalendarDay(addDays(from, 6))}`}
        </p>
        <button type="button" className="btn btn-outline" onClick={() => go(addDays(from, -7))}>
          {t`Previous week`}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => go(indiaToday())}>
          {t`This week`}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => go(addDays(from, 7))}>
          {t`Next week`}
        </button>
        <Field label={t`Go to the week of`}>
          {(control) => (
            <input
              {...control}
              type="date"
              className="input"
              value={from}
              onChange={(event) => event.target.value && go(event.target.value)}
            />
          )}
        </Field>
      </nav>
      <MyClasses from={from} />
      <AllClasses from={from} />
    </div>
  );
}
