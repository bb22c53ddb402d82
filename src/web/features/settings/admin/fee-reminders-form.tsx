import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { feeReminderDaysSchema, feeReminderMessages } from '#common/schemas/site-settings';
import { Field } from '#web/components/field';
import { inPageLanguage } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useUpdateSettings } from '../api/update-settings';
import './messages';

const listed = (days: number[]) => days.map(Math.abs).join(', ');

/** "7, 3" -> [7, 3]; undefined when it is not a list of whole numbers. */
const parsed = (text: string) => {
  const items = text.split(/[\s,]+/).filter(Boolean);
  return items.every((item) => /^\d{1,3}$/.test(item)) ? items.map(Number) : undefined;
};

/** The days, from a fee part's due date, on which its student and guardians are reminded. */
export function FeeRemindersForm({ days }: { days: number[] }) {
  const { t } = useLingui();
  const update = useUpdateSettings();
  const [before, setBefore] = useState(listed(days.filter((day) => day < 0)));
  const [onTheDay, setOnTheDay] = useState(days.includes(0));
  const [after, setAfter] = useState(listed(days.filter((day) => day > 0)));
  const [errors, setErrors] = useState<{ before?: string; after?: string }>({});

  const said = async (message: string) => (await inPageLanguage({ message })).message;
  const save = async () => {
    const daysBefore = parsed(before);
    const daysAfter = parsed(after);
    const wrong = {
      before: daysBefore?.includes(0) === false ? undefined : await said(feeReminderMessages.days),
      after: daysAfter?.includes(0) === false ? undefined : await said(feeReminderMessages.days),
    };
    if (before.trim() === '') wrong.before = undefined;
    if (after.trim() === '') wrong.after = undefined;
    setErrors(wrong);
    if (wrong.before || wrong.after) return;
    const next = [
      ...(daysBefore ?? []).map((day) => -day),
      ...(onTheDay ? [0] : []),
      ...(daysAfter ?? []),
    ].sort((a, b) => a - b);
    const checked = feeReminderDaysSchema.safeParse(next);
    if (!checked.success) {
      toast.error(await said(checked.error.issues[0]?.message ?? ''));
      return;
    }
    try {
      await update.mutateAsync({ feeReminderDays: checked.data });
      toast.success(t`Reminder days saved`);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <form
      aria-labelledby="fee-reminder-days"
      className="card grid gap-5 md:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="fee-reminder-days" className="text-lg font-bold md:col-span-2">
        <Trans>Fee reminders</Trans>
      </h2>
      <p className="text-sm text-slate-600 md:col-span-2">
        <Trans>
          Students and their guardians are reminded of an unpaid fee part on these days, by
          WhatsApp, SMS or e-mail, with a link to pay it.
        </Trans>
      </p>
      <Field
        label={t`Days before the due date`}
        hint={t`For example 7, 3; leave empty for none`}
        error={errors.before}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            value={before}
            onChange={(event) => setBefore(event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t`Days after the due date`}
        hint={t`For example 3, 10; leave empty for none`}
        error={errors.after}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            value={after}
            onChange={(event) => setAfter(event.target.value)}
          />
        )}
      </Field>
      <label className="flex items-center gap-3 text-sm font-semibold md:col-span-2">
        <input
          type="checkbox"
          className="size-4 accent-current"
          checked={onTheDay}
          onChange={(event) => setOnTheDay(event.target.checked)}
        />
        <Trans>On the due date</Trans>
      </label>
      <button
        type="submit"
        className="btn btn-primary justify-self-start"
        disabled={update.isPending}
      >
        <Trans>Save reminder days</Trans>
      </button>
    </form>
  );
}
