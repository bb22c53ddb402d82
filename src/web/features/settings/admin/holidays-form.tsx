import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Holiday } from '#common/batch-sessions';
import { formatCalendarDay } from '#common/format';
import { holidaysUpdateSchema } from '#common/schemas/site-settings';
import { Field } from '#web/components/field';
import { inPageLanguage } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useUpdateSettings } from '../api/update-settings';
import './messages';

/** The days the institute is closed; no batch's class is made on them. */
export function HolidaysForm({ holidays }: { holidays: Holiday[] }) {
  const { t } = useLingui();
  const update = useUpdateSettings();
  const [list, setList] = useState(holidays);
  const [date, setDate] = useState('');
  const [name, setName] = useState('');

  const save = async (next: Holiday[]) => {
    const checked = holidaysUpdateSchema.safeParse(next);
    if (!checked.success) {
      const said = await inPageLanguage({ message: checked.error.issues[0]?.message ?? '' });
      toast.error(said.message);
      return false;
    }
    try {
      const result = await update.mutateAsync({ holidays: checked.data });
      setList(result.data?.holidays ?? checked.data);
      if (result.message) toast.success(result.message);
      return true;
    } catch (error) {
      toast.error((error as Error).message);
      return false;
    }
  };
  const add = async () => {
    const next = [...list, { date, name }].sort((a, b) => a.date.localeCompare(b.date));
    if (await save(next)) {
      setDate('');
      setName('');
    }
  };

  return (
    <section aria-labelledby="holidays" className="card space-y-5">
      <h2 id="holidays" className="text-lg font-bold">
        <Trans>Holidays</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>No batch holds a class on these days.</Trans>
      </p>
      {list.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {list.map((holiday) => (
            <li key={holiday.date} className="flex flex-wrap items-center gap-3 py-2">
              <span className="mr-auto">
                {formatCalendarDay(holiday.date)} · {holiday.name}
              </span>
              <button
                type="button"
                className="btn btn-outline"
                disabled={update.isPending}
                onClick={() => void save(list.filter((h) => h.date !== holiday.date))}
              >
                <Trans>
                  Remove<span className="sr-only"> {holiday.name}</span>
                </Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label={t`Add a holiday`}
        className="grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Field label={t`Date`}>
          {(control) => (
            <input
              {...control}
              type="date"
              className="input"
              required
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          )}
        </Field>
        <Field label={t`Holiday`}>
          {(control) => (
            <input
              {...control}
              className="input"
              required
              maxLength={80}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          <Trans>Add holiday</Trans>
        </button>
      </form>
    </section>
  );
}
