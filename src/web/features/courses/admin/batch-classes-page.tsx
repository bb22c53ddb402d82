import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatCalendarDay, indiaToday } from '#common/format';
import type { SessionDto } from '#common/schemas/batch-classes';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { Field } from '#web/components/field';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { toast } from '#web/lib/toast';
import { batchClassesQuery, classWrites } from '../api/attendance';
import { moveClashQuery } from '../api/timetable';
import { TrainerPicker } from './trainer-picker';
import './messages';

const daysAfter = (day: string, count: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
};

function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type="date"
          className="input"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** One class: moved to another day or time, or cancelled with a reason. */
function ClassRow({ session, onChange }: { session: SessionDto; onChange: () => Promise<void> }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const [to, setTo] = useState({
    heldOn: session.heldOn,
    startTime: session.startTime,
    endTime: session.endTime,
  });
  // The clash the move would meet, asked as the form changes and again before saving.
  const clashQuery = moveClashQuery(session._id, to);
  const { data: clash } = useQuery({
    ...clashQuery,
    enabled: moving && to.heldOn !== '' && to.endTime > to.startTime,
  });
  const move = async () => {
    if (await queryClient.fetchQuery(clashQuery)) return;
    await run(() => classWrites.move(session._id, to));
  };
  const when = `${formatCalendarDay(session.heldOn)} · ${session.startTime}–${session.endTime}`;
  const status = {
    planned: t`Planned`,
    moved: t`Moved`,
    cancelled: t`Cancelled`,
  }[session.status];
  const run = async (write: () => Promise<{ message?: string }>) => {
    const result = await write();
    if (result.message) toast.success(result.message);
    setMoving(false);
    await onChange();
  };
  const cancel = () => {
    const reason = window.prompt(t`Why is the class of ${when} cancelled?`)?.trim();
    if (reason) void run(() => classWrites.cancel(session._id, reason)).catch(() => undefined);
  };
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <p className="mr-auto">
          <span className="font-semibold">{when}</span> · {status}
          {session.cancelReason ? ` — ${session.cancelReason}` : ''}
        </p>
        {session.status !== 'cancelled' && (
          <>
            <button type="button" className="btn btn-outline" onClick={() => setMoving(!moving)}>
              {t`Move`}
              <span className="sr-only"> {when}</span>
            </button>
            <button type="button" className="btn btn-outline text-red-700" onClick={cancel}>
              {t`Cancel class`}
              <span className="sr-only"> {when}</span>
            </button>
          </>
        )}
      </div>
      {moving && (
        <form
          aria-label={t`Move the class of ${when}`}
          className="grid gap-3 sm:grid-cols-4 sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void move().catch(() => undefined);
          }}
        >
          <DayField
            label={t`New date`}
            value={to.heldOn}
            onChange={(heldOn) => setTo({ ...to, heldOn })}
          />
          {(['startTime', 'endTime'] as const).map((key) => (
            <Field key={key} label={key === 'startTime' ? t`Starts` : t`Ends`}>
              {(control) => (
                <input
                  {...control}
                  type="time"
                  className="input"
                  required
                  value={to[key]}
                  onChange={(event) => setTo({ ...to, [key]: event.target.value })}
                />
              )}
            </Field>
          ))}
          <button type="submit" className="btn btn-primary" disabled={Boolean(clash)}>
            {t`Save`}
          </button>
          {clash && (
            <p role="alert" className="text-sm text-red-700 sm:col-span-4">
              {clash}
            </p>
          )}
        </form>
      )}
    </li>
  );
}

/** A batch's classes: made from its weekly pattern for a range of days, then moved or cancelled one by one. */
export function BatchClassesPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const [range, setRange] = useState(() => ({
    from: indiaToday(),
    to: daysAfter(indiaToday(), 30),
  }));
  const [draft, setDraft] = useState(range);
  const query = batchClassesQuery(id, range.from, range.to);
  const { data, isError, refetch } = useQuery(query);
  const reload = () => queryClient.invalidateQueries({ queryKey: query.queryKey });
  const make = async () => {
    const result = await classWrites.make(id, draft);
    if (result.message) toast.success(result.message);
    setRange(draft);
    await reload();
  };
  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Batch classes`}>
        {t`Make the batch's classes from its days and times (holidays are skipped), then move or cancel a class. Making them again keeps every change.`}
      </AdminPageIntro>
      <TrainerPicker batchId={id} />
      <form
        aria-label={t`Make classes`}
        className="card grid gap-3 sm:grid-cols-3 sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void make().catch(() => undefined);
        }}
      >
        <DayField
          label={t`From`}
          value={draft.from}
          onChange={(from) => setDraft({ ...draft, from })}
        />
        <DayField label={t`To`} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
        <button type="submit" className="btn btn-primary">
          {t`Make classes`}
        </button>
      </form>
      {isError ? (
        <LoadError title={t`The classes could not be loaded.`} onRetry={() => void refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : data.length === 0 ? (
        <p>{t`No classes in these days.`}</p>
      ) : (
        <ul className="card divide-y divide-slate-100" aria-label={t`Classes`}>
          {data.map((session) => (
            <ClassRow
              key={`${session._id}-${session.status}-${session.heldOn}-${session.startTime}`}
              session={session}
              onChange={reload}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
